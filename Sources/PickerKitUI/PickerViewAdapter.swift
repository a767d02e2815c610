#if os(iOS) || os(visionOS)
    import PickerKit
    import UIKit

    /// A `UIPickerView` data source and delegate over any PickerKit picker: dates in any
    /// calendar, weeks and quarters, durations, regions and divisions.
    ///
    /// ```swift
    /// let configuration = try PickerConfiguration(mode: .date, selection: "2019-08-20")
    /// let picker = try LocalizedPicker(locale: ResolvedLocale("zh_CN"), configuration: configuration)
    /// let adapter = PickerViewAdapter(picker: picker)
    /// adapter.onChange = { value in print(value) }   // "2019-08-20"
    /// pickerView.dataSource = adapter
    /// pickerView.delegate = adapter
    /// ```
    ///
    /// The picker view does not retain its data source or delegate: keep the adapter alive.
    @MainActor
    public final class PickerViewAdapter: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        /// The logic: the picker, and the callbacks for values and announcements.
        package let controller: PickerWheelController

        /// The picker in its current state.
        public var picker: any PickerDataSource { controller.picker }

        /// Called with the selection's canonical string after each choice.
        public var onChange: ((String) -> Void)? {
            get { controller.onChange }
            set { controller.onChange = newValue }
        }

        /// Called with each sentence of what else moved (a day clamped to a shorter month);
        /// the adapter also posts them as one VoiceOver announcement.
        public var onAnnouncement: ((String) -> Void)? {
            get { controller.onAnnouncement }
            set { controller.onAnnouncement = newValue }
        }

        /// An adapter over `picker`.
        public init(picker: any PickerDataSource) {
            controller = PickerWheelController(picker: picker)
        }

        /// The picker's number of columns.
        public func numberOfComponents(in pickerView: UIPickerView) -> Int {
            controller.picker.numberOfColumns
        }

        /// A column's number of rows.
        public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            controller.picker.numberOfRows(inColumn: component)
        }

        /// A row's title in the picker's locale.
        public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
        {
            controller.picker.title(forRow: row, inColumn: component)
        }

        /// Chooses the row, reloads and moves the columns the change names, and posts its
        /// sentences for VoiceOver after calling the controller's callbacks.
        public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            let change = controller.didSelectRow(row, inComponent: component, on: pickerView)
            if !change.sentences.isEmpty {
                UIAccessibility.post(notification: .announcement, argument: change.sentences.joined(separator: " "))
            }
        }

        /// Shows another state of the picker (a saved selection, Today) in `pickerView`.
        public func show(_ picker: any PickerDataSource, in pickerView: UIPickerView) {
            controller.show(picker, on: pickerView)
        }
    }
#endif
