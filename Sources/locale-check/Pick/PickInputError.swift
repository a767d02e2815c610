/// A `pick` input that parses but cannot be used as given.
struct PickInputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
