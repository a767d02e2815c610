import PickerKit

/// The words around the terminal picker's columns: the title line and the Cancel and Confirm
/// words, in the picker's language.
struct PickerWords {
    let title: String
    let cancel: String
    let confirm: String

    /// The title with Cancel and Confirm from the locale's picker strings.
    init(_ strings: PickerStrings, title: String) {
        self.title = title
        cancel = strings[.cancel]
        confirm = strings[.confirm]
    }
}
