import PickerKit

/// Runs the command a gallery page shows, in this process, and reads its picker.
enum GalleryDrawing {
    /// The picker of `page`, read from the engine the page's command runs.
    ///
    /// `labels --json` with the page's arguments, read back, and the words of the same
    /// request's picker; for `pick` pages (the cascades) the picker's data source face. A
    /// failure carries what the command wrote to standard error.
    static func picker(for page: GalleryPage) -> Result<GalleryPicker, GalleryPicker.Failure> {
        let run = StandardStreams.capturing { () -> Result<GalleryPicker, GalleryPicker.Failure> in
            do {
                return .success(try page.command == LabelsCommand.name ? labelsPicker(page) : pickPicker(page))
            } catch let error as UsageError {
                return .failure(GalleryPicker.Failure(description: error.message))
            } catch let error as GalleryPicker.Failure {
                return .failure(error)
            } catch {
                return .failure(GalleryPicker.Failure(description: "\(error)"))
            }
        }
        guard case .failure(let failure) = run.result else { return run.result }
        let written = run.error.split(separator: "\n").joined(separator: "; ")
        return .failure(GalleryPicker.Failure(description: written.isEmpty ? failure.description : written))
    }

    /// `labels --json` run with the page's arguments, read back.
    private static func labelsPicker(_ page: GalleryPage) throws -> GalleryPicker {
        let scanner = try ArgumentScanner(
            page.arguments + ["--json"], options: LabelsCommand.options, command: LabelsCommand.name)
        let command = try LabelsCommand(scanner)
        // The JSON is collected by the caller; only what this run printed is read.
        StandardStreams.flush()
        let start = StandardStreams.output.captured?.count ?? 0
        guard command.run() == ExitStatus.success else { throw GalleryPicker.Failure(description: "labels failed") }
        StandardStreams.output.flush()
        let json = String(decoding: (StandardStreams.output.captured ?? [])[start...], as: UTF8.self)
        guard let words = try command.request.makePicker()?.words else {
            throw GalleryPicker.Failure(description: "no picker")
        }
        return try GalleryPicker(labelsJSON: json, words: words)
    }

    /// The cascade picker `pick` builds from the page's arguments.
    private static func pickPicker(_ page: GalleryPage) throws -> GalleryPicker {
        let scanner = try ArgumentScanner(page.arguments, options: PickCommand.options, command: PickCommand.name)
        guard let (picker, words) = try PickerRequest(scanner).makePicker() else {
            throw GalleryPicker.Failure(description: "no picker")
        }
        let fields = page.variant == "region" ? ["region"] : ["province", "prefecture", "county"]
        return GalleryPicker(picker, fields: fields, words: words)
    }
}
