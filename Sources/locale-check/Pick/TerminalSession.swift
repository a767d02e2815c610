#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Raw-mode access to the terminal on standard input, always restored on the way out.
///
/// Frames are drawn on standard error, so that standard output carries only the chosen
/// value (`value=$(locale-check pick ...)` still shows the picker).
///
/// Raw mode turns off echo, line buffering and signal keys (Ctrl-C arrives as a byte, so it
/// can restore the terminal before exiting). SIGINT, SIGTERM and SIGHUP from elsewhere also
/// restore the saved settings before the process ends.
final class TerminalSession {
    /// The settings to restore; read by the signal handler.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isActive = false

    /// Enters raw mode and the alternate screen, or returns `nil` when stdin is not a terminal.
    init?() {
        guard isatty(0) == 1, tcgetattr(0, &Self.saved) == 0 else { return nil }
        var raw = Self.saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // Block for at least one byte.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { return nil }
        Self.isActive = true
        // A resize interrupts the blocking read (no SA_RESTART), so the frame is redrawn to fit.
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in }
        resize.sa_flags = 0
        sigemptyset(&resize.sa_mask)
        sigaction(SIGWINCH, &resize, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                TerminalSession.restore()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // Alternate screen, hidden cursor.
        Self.writeRaw("\u{1B}[?1049h\u{1B}[?25l")
    }

    deinit {
        Self.restore()
    }

    /// Puts the terminal back as it was; safe to call more than once and from a signal handler.
    static func restore() {
        guard isActive else { return }
        isActive = false
        writeRaw("\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(0, TCSAFLUSH, &saved)
    }

    /// Writes a whole frame to the terminal at once.
    func draw(_ frame: String) {
        Self.writeRaw("\u{1B}[H\u{1B}[2J" + frame)
    }

    /// Reads the next chunk of input (blocking); an empty chunk when a signal (such as a
    /// resize) interrupted the wait; `nil` at end of input or on an error.
    func readChunk() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(0, &buffer, buffer.count)
        if count > 0 { return Array(buffer[..<count]) }
        if count < 0 && errno == EINTR { return [] }
        return nil
    }

    /// The terminal's width in cells (of standard error, where frames are drawn), or 80.
    func width() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    private static func writeRaw(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
