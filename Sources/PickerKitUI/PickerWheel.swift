/// What ``PickerWheelController`` asks of a wheel view: reload its columns and move its wheels.
///
/// `UIPickerView` conforms as it is (the three methods are its own). On platforms without
/// UIKit, any class with these methods can stand in, which is how the adapters' logic is
/// tested on Linux.
@MainActor
package protocol PickerWheel: AnyObject {
    /// Reloads every column: their number changed (a cascade's branch got longer or shorter),
    /// or the picker was replaced.
    func reloadAllComponents()

    /// Reloads the rows of one column (the days after a month change).
    func reloadComponent(_ component: Int)

    /// Moves the wheel of `component` to `row`.
    func selectRow(_ row: Int, inComponent component: Int, animated: Bool)
}

#if os(iOS) || os(visionOS)
    import UIKit

    extension UIPickerView: PickerWheel {}
#endif
