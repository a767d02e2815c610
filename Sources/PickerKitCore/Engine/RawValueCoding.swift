// The public enums with raw values encode as them (the standard library's `RawRepresentable`
// coding: an unknown name is `DecodingError.dataCorrupted` naming it).

extension SelectionMode: Codable {}
extension DateField: Codable {}
extension ColumnSortOrder: Codable {}
extension Weekday: Codable {}
