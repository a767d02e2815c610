import PickerKit

extension CascadeDataError {
    /// The error as `divisions` and `pick` print it: the file (unless the message already names
    /// it), the positioned message, and the kind in brackets.
    func report(file: String) -> String {
        let place = kind == .unreadable ? "" : "\(file): "
        return "\(place)\(self) [\(kind)]"
    }
}
