extension CalendarFields: CustomStringConvertible {
    /// `YEAR-MONTHCODE-DD`, with the era when there is one: `2019-M05-01 (reiwa 1)`.
    public var description: String {
        let date = "\(year)-\(monthCode)-\(day < 10 ? "0" : "")\(day)"
        guard let era, let eraYear else { return date }
        return "\(date) (\(era) \(eraYear))"
    }
}
