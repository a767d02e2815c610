import PickerKit

/// The logic of a wheel picker view over any PickerKit picker, apart from the view: what to
/// reload, move and announce after a choice.
///
/// What each column shows, the view reads from ``picker`` (a ``PickerDataSource``).
///
/// It serves every family through ``PickerDataSource``: dates in any calendar, weeks and
/// quarters, durations, regions and divisions. `PickerViewAdapter` (UIKit) and
/// `PickerWheelView` (SwiftUI) are thin shells over it; the same logic runs on Linux against
/// any ``PickerWheel``.
///
/// ```swift
/// let controller = PickerWheelController(picker: picker)
/// controller.onChange = { value in save(value) }          // "2019-08-20", "PT1H30M", "present"
/// controller.didSelectRow(1, inComponent: 0, on: wheel)   // reloads the days, moves the wheel
/// ```
@MainActor
package final class PickerWheelController {
    /// The picker in its current state.
    package private(set) var picker: any PickerDataSource

    /// Called with the selection's canonical string after each choice.
    package var onChange: ((String) -> Void)?

    /// Called with each sentence of what else moved (a day clamped to a shorter month), for a
    /// screen reader to announce.
    package var onAnnouncement: ((String) -> Void)?

    /// A controller over `picker`.
    package init(picker: any PickerDataSource) {
        self.picker = picker
    }

    /// Chooses the row the user scrolled to; with a `wheel`, reloads and moves its columns as the
    /// change says (all of them when their number changed), then reports the value and the
    /// sentences.
    ///
    /// A view that redraws from the picker's state by itself (SwiftUI) passes no wheel.
    ///
    /// - Returns: the change, for a view that posts its sentences itself.
    @discardableResult
    package func didSelectRow(
        _ row: Int, inComponent component: Int, on wheel: (any PickerWheel)? = nil
    ) -> PickerChange {
        let columns = picker.numberOfColumns
        let change = picker.didSelect(row: row, inColumn: component)
        if let wheel {
            if picker.numberOfColumns != columns {
                wheel.reloadAllComponents()
            }
            for column in change.reloadedColumns {
                wheel.reloadComponent(column)
            }
            for column in change.reselectedColumns {
                wheel.selectRow(picker.selectedRow(inColumn: column), inComponent: column, animated: true)
            }
        }
        for sentence in change.sentences {
            onAnnouncement?(sentence)
        }
        onChange?(picker.selectedValue)
        return change
    }

    /// Shows another state of the picker (a saved selection, Today): every column reloaded and
    /// moved to its selected row, without animation.
    package func show(_ picker: any PickerDataSource, on wheel: (any PickerWheel)? = nil) {
        self.picker = picker
        guard let wheel else { return }
        wheel.reloadAllComponents()
        for column in 0..<picker.numberOfColumns {
            wheel.selectRow(picker.selectedRow(inColumn: column), inComponent: column, animated: false)
        }
    }
}
