import Testing

/// The locale-data provider the package was built with: the system ICU (the default
/// `SystemICU` trait) or Foundation (`--disable-default-traits`).
package enum LocaleDataProvider: String, Sendable {
    /// ICU 72 from libicu-dev, CLDR 42.
    case systemICU
    /// Foundation's API over its own ICU 76, CLDR 46, and PickerKit's compiled CLDR 42 tables.
    case foundation

    /// The provider of this build.
    package static var current: LocaleDataProvider {
        #if SystemICU
            .systemICU
        #else
            .foundation
        #endif
    }
}

extension LocaleDataProvider {
    /// `label` as CLDR 42 writes it: under Foundation's CLDR 46, without the Arabic comma
    /// (U+060C) that CLDR 46 puts after an Arabic month name (`رمضان، ١٤٤٥ هـ`); the one
    /// difference between the providers in the one-column labels the tests pin.
    package static func cldr42(_ label: String) -> String {
        current == .systemICU ? label : label.replacing("\u{060C}", with: "")
    }
}

extension Trait where Self == ConditionTrait {
    /// A test whose expected values are the system ICU's CLDR 42 data.
    ///
    /// Month names, spaces, locale lists, ICU 72's own calendar errors: Foundation's CLDR 46
    /// writes them otherwise. It runs with the system ICU; the provider comparison (`tools/compare-providers.sh`)
    /// measures the differences.
    package static var pinsCLDR42: Self {
        .enabled(if: LocaleDataProvider.current == .systemICU, "expects the system ICU's CLDR 42 data")
    }

    /// A test of what only the system ICU gives and Foundation has no API for, named in
    /// `reason` (listed in docs/locale-data-providers.md).
    package static func needsSystemICU(_ reason: Comment) -> Self {
        .enabled(if: LocaleDataProvider.current == .systemICU, reason)
    }
}
