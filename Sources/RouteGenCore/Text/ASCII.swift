/// ASCII byte classes, for code that reads UTF-8 bytes instead of `Character`s (URL syntax and identifiers are ASCII).
extension UInt8 {
  var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
  var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}
