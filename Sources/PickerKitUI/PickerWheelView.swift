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
                ForEach(0..<controller.numberOfComponents, id: \.self) { component in
                    wheel(component)
                }
            }
        }

        private func wheel(_ component: Int) -> some View {
            Picker("", selection: selection(component)) {
                ForEach(0..<controller.numberOfRows(inComponent: component), id: \.self) { row in
                    Text(controller.title(forRow: row, forComponent: component))
                        .foregroundStyle(
                            controller.isEnabled(row: row, forComponent: component)
                                ? HierarchicalShapeStyle.primary : HierarchicalShapeStyle.secondary
                        )
                        .accessibilityLabel(controller.accessibilityLabel(forRow: row, forComponent: component))
                        .tag(row)
                }
            }
            .labelsHidden()
            #if os(iOS) || os(watchOS) || os(visionOS)
                .pickerStyle(.wheel)
            #endif
            .disabled(!controller.isEnabled(component: component))
        }

        private func selection(_ component: Int) -> Binding<Int> {
            Binding(
                get: { controller.selectedRow(inComponent: component) },
                set: { row in
                    controller.didSelectRow(row, inComponent: component)
                    revision += 1
                })
        }
    }
#endif
