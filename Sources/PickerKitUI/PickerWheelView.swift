#if canImport(SwiftUI)
    import PickerKit
    import SwiftUI

    /// A SwiftUI wheel picker over any PickerKit picker: one wheel per column, disabled rows
    /// dimmed, each row labelled for VoiceOver with the whole value it would choose.
    ///
    /// ```swift
    /// PickerWheelView(picker: picker) { value in
    ///     print(value)   // "2019-08-20"
    /// }
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct PickerWheelView: View {
        @State private var controller: PickerWheelController
        /// Bumped after each choice, so the columns redraw from the picker's new state.
        @State private var revision = 0

        /// A wheel over `picker`; `onChange` gets the canonical value after each choice.
        public init(picker: any PickerDataSource, onChange: ((String) -> Void)? = nil) {
            let controller = PickerWheelController(picker: picker)
            controller.onChange = onChange
            _controller = State(initialValue: controller)
        }

        /// The wheels, side by side in the picker's column order.
        public var body: some View {
            // Read, so that SwiftUI evaluates the body again after each choice.
            let _ = revision
            HStack(spacing: 0) {
                ForEach(0..<controller.picker.numberOfColumns, id: \.self) { component in
                    wheel(component)
                }
            }
        }

        private func wheel(_ component: Int) -> some View {
            Picker("", selection: selection(component)) {
                ForEach(0..<controller.picker.numberOfRows(inColumn: component), id: \.self) { row in
                    Text(controller.picker.title(forRow: row, inColumn: component))
                        .foregroundStyle(
                            controller.picker.isEnabled(row: row, inColumn: component)
                                ? HierarchicalShapeStyle.primary : HierarchicalShapeStyle.secondary
                        )
                        .accessibilityLabel(controller.picker.spokenTitle(forRow: row, inColumn: component))
                        .tag(row)
                }
            }
            .labelsHidden()
            #if os(iOS) || os(watchOS) || os(visionOS)
                .pickerStyle(.wheel)
            #endif
            .disabled(!controller.picker.isEnabled(column: component))
        }

        private func selection(_ component: Int) -> Binding<Int> {
            Binding(
                get: { controller.picker.selectedRow(inColumn: component) },
                set: { row in
                    controller.didSelectRow(row, inComponent: component)
                    revision += 1
                })
        }
    }
#endif
