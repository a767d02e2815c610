#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Raw-mode access to the terminal on standard input, restored on every way out.
///
/// Frames are drawn on standard error, so that standard output carries only the chosen
/// value (`value=$(locale-check pick ...)` still shows the picker).
///
/// Raw mode turns off echo, line buffering and signal keys (Ctrl-C arrives as a byte, so it
/// can restore the terminal before exiting). Every signal that ends the process (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, ...) and the traps (SIGILL,
/// SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) restore the saved settings first, and so does
/// `exit` (`atexit`). SIGTSTP restores the terminal and stops; SIGCONT re-enters raw mode and
/// asks for a redraw.
///
/// The `termios` structs live in heap memory: Swift 6.3 lays out a `static var` of the imported
/// type as 57 bytes, and `tcgetattr` writes 60 (found by AddressSanitizer).
final class TerminalSession {
    // `nonisolated(unsafe)`: the pointers never change; what they point to is written on the
    // main thread and by signal handlers on it (the tool has one thread).

    /// The settings to restore, read by signal handlers.
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// The raw settings, set again after a suspension.
    nonisolated(unsafe) private static let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// `[session open, terminal in raw mode, redraw needed]`, shared with signal handlers.
    nonisolated(unsafe) private static let flags: UnsafeMutablePointer<sig_atomic_t> = {
        let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 3)
        flags.initialize(repeating: 0, count: 3)
        return flags
    }()

    /// The signals that end the process and restore the terminal on the way.
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
        SIGPWR, SIGSYS, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
    ]

    /// Enters raw mode and the alternate screen, or returns `nil` when stdin is not a terminal.
    init?() {
        let saved = Self.saved
        let raw = Self.raw
        let flags = Self.flags
        guard isatty(0) == 1, tcgetattr(0, saved) == 0 else { return nil }
        raw.initialize(to: saved.pointee)
        raw.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // Block for at least one byte.
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, raw) == 0 else { return nil }
        flags[0] = 1
        flags[1] = 1
        // A resize interrupts the blocking read (no SA_RESTART), so the frame is redrawn to fit.
        Self.install(SIGWINCH) { _ in TerminalSession.flags[2] = 1 }
        for signalNumber in Self.endingSignals {
            Self.install(signalNumber) { received in
                TerminalSession.restore()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        Self.install(SIGTSTP) { _ in TerminalSession.suspend() }
        Self.install(SIGCONT) { _ in TerminalSession.resume() }
        // A mask inherited from the parent (a thread of a test runner, say) would hold them back.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in Self.endingSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        atexit { TerminalSession.restore() }
        Self.writeRaw("\u{1B}[?1049h\u{1B}[?25l")
    }

    deinit {
        Self.restore()
    }

    /// Sets `handler` for `signalNumber` without `SA_RESTART`, so a blocking read returns.
    private static func install(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }

    /// Puts the terminal back as it was and ends the session; safe to call more than once and
    /// from a signal handler.
    static func restore() {
        guard flags[0] == 1 else { return }
        flags[0] = 0
        leaveRawMode()
    }

    /// Leaves the alternate screen, shows the cursor and sets the saved settings.
    private static func leaveRawMode() {
        guard flags[1] == 1 else { return }
        flags[1] = 0
        writeRaw("\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(0, TCSAFLUSH, saved)
    }

    /// SIGTSTP (Ctrl-Z, `kill -TSTP`): restores the terminal, then stops the process.
    private static func suspend() {
        leaveRawMode()
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        // Continued (SIGCONT has re-entered raw mode), or the stop was discarded (an orphaned
        // process group cannot be stopped from the keyboard): raw mode again either way.
        install(SIGTSTP) { _ in TerminalSession.suspend() }
        resume()
    }

    /// Ctrl-Z read as a key: sends SIGTSTP as the terminal would with ISIG on, to the
    /// foreground process group when this process is in it (a shell's job: the whole pipeline
    /// stops, and the shell sees it stopped), else to this process alone.
    ///
    /// The SIGTSTP handler restores the terminal and stops; SIGCONT re-enters raw mode and asks
    /// for a redraw.
    func suspendAsTyped() {
        let group = getpgrp()
        if tcgetpgrp(0) == group {
            kill(-group, SIGTSTP)
        } else {
            raise(SIGTSTP)
        }
    }

    /// SIGCONT (`fg`): back in raw mode and the alternate screen, with a redraw asked for.
    private static func resume() {
        guard flags[0] == 1, flags[1] == 0 else { return }
        _ = tcsetattr(0, TCSAFLUSH, raw)
        flags[1] = 1
        flags[2] = 1
        writeRaw("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Whether a redraw was asked for (resize, resume) since the last call.
    func takeRedrawRequest() -> Bool {
        defer { Self.flags[2] = 0 }
        return Self.flags[2] == 1
    }

    /// Writes a whole frame to the terminal at once.
    func draw(_ frame: String) {
        var text = "\u{1B}[H\u{1B}[2J" + frame
        text.withUTF8 { Self.writeAll($0) }
    }

    /// Whether input arrives within `milliseconds`.
    func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
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

    /// The terminal's size in cells (of standard error), or `nil` when it does not say.
    func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes a fixed ASCII sequence; no allocation, so signal handlers can call it.
    private static func writeRaw(_ text: StaticString) {
        writeAll(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
