#if !SystemICU
    /// Unit lists (`2 hours, 30 minutes`) from the compiled CLDR samples: Foundation's list
    /// format on Linux has no unit type.
    final class LocaleListFormat: Sendable {
        private let samples: [String]
        private let localeID: String

        /// The wide unit list format of the validated locale.
        init(unitsFor localeID: String) throws(ICUError) {
            guard let samples = LocaleTables.unitListSamples(localeID: localeID) else {
                throw ICUError(code: 2, operation: "unit list for \(localeID)")
            }
            self.samples = samples
            self.localeID = localeID
        }

        /// The text between item `index` and the next in a sample, and what comes before the
        /// first and after the last item.
        private static func pieces(_ sample: String, items: Int) -> [String] {
            var pieces: [String] = []
            var current = ""
            for scalar in sample.unicodeScalars {
                if (0xE000..<0xE000 + UInt32(items)).contains(scalar.value) {
                    pieces.append(current)
                    current = ""
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
            pieces.append(current)
            return pieces
        }

        /// The items as one list: the two-item pattern for two, and for more the three- and
        /// four-item samples' start, middle and end separators.
        func format(_ items: [String]) throws(ICUError) -> String {
            switch items.count {
            case 0: return ""
            case 1: return items[0]
            case 2:
                let parts = Self.pieces(samples[0], items: 2)
                return parts[0] + items[0] + parts[1] + items[1] + parts[2]
            default:
                let four = Self.pieces(samples[2], items: 4)
                let start = four[1]
                let middle = four[2]
                let end = four[3]
                var text = four[0] + items[0]
                for (offset, item) in items.dropFirst().enumerated() {
                    let position = offset + 1
                    text += position == 1 ? start : position == items.count - 1 ? end : middle
                    text += item
                }
                return text + four[4]
            }
        }
    }
#endif
