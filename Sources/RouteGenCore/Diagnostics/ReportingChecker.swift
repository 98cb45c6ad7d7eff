/// A checker that reports into its caller's log: one shape for every checker. The log is moved in for the check
/// and back after it (`swap`, never copied), so a diagnostic cannot be dropped by a copy nobody copied back.
protocol ReportingChecker {
  /// The caller's log while `reporting(into:_:)` runs; empty otherwise.
  var log: DiagnosticLog { get set }
}

extension ReportingChecker {
  mutating func reporting<Result>(
    into log: inout DiagnosticLog, _ check: (inout Self) -> Result
  ) -> Result {
    swap(&self.log, &log)
    defer { swap(&self.log, &log) }
    return check(&self)
  }
}
