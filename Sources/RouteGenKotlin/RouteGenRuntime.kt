// RouteGen's runtime for Kotlin: the route table that generated <App>Route.kt files read, and the parser that walks
// it. A port of RouteGenRuntime's Swift, reading the same compiled table (the generator writes one table for both):
// each part names the Swift file it follows, and keeps its names, so that a change to one is made to the other.
// Plain Kotlin for the JVM and Android, no dependencies; written for Kotlin 1.3 and later (no API a later version
// deprecates).
package routegen

import java.time.Instant
import java.util.UUID

// MARK: Bytes (URL/Bytes.swift)

internal object Bytes {
    /** What each byte is to `splitRest` (`byteKinds`): 1 a URL cannot hold it, 2 it marks the path, 4 the query. */
    private val kinds: IntArray = run {
        val text = "1111111111111111111111111111111110160640000400020000000000001012" +
            "0000000000000000000000000001111010000000000000000000000000011101" +
            "1111111111111111111111111111111111111111111111111111111111111111" +
            "1111111111111111111111111111111111111111111111111111111111111111"
        IntArray(256) { (text[it] - '0') and 7 }
    }

    fun kind(byte: Int): Int = kinds[byte]

    fun mustBeEncoded(byte: Int): Boolean = kinds[byte] and 1 != 0

    /** A hex digit's value, or -1. */
    fun hexValue(byte: Int): Int {
        val digit = byte - 0x30
        val letter = (byte or 0x20) - 0x61
        return if (digit in 0..9) digit else if (letter in 0..5) letter + 10 else -1
    }

    fun isEscape(bytes: ByteArray, index: Int, end: Int): Boolean =
        index + 2 < end && hexValue(u(bytes, index + 1)) >= 0 && hexValue(u(bytes, index + 2)) >= 0

    fun lowercased(byte: Int): Int = if (byte in 0x41..0x5A) byte or 0x20 else byte

    fun isDigit(byte: Int): Boolean = byte in 0x30..0x39

    fun u(bytes: ByteArray, index: Int): Int = bytes[index].toInt() and 0xFF

    fun hexDigit(value: Int): Int = if (value < 10) 0x30 + value else 0x41 + value - 10

    fun areHostLabels(bytes: ByteArray, start: Int, end: Int, lowercase: Boolean): Boolean {
        var labelStart = start
        for (index in start until end) {
            if (u(bytes, index) == 0x2E) {
                if (!isHostLabel(bytes, labelStart, index, lowercase)) return false
                labelStart = index + 1
            }
        }
        return isHostLabel(bytes, labelStart, end, lowercase)
    }

    fun isHostLabel(bytes: ByteArray, start: Int, end: Int, lowercase: Boolean): Boolean {
        if (end - start <= 0 || end - start > 63 || u(bytes, start) == 0x2D || u(bytes, end - 1) == 0x2D) return false
        for (index in start until end) {
            val byte = if (lowercase) u(bytes, index) else lowercased(u(bytes, index))
            if (!(byte in 0x61..0x7A || isDigit(byte) || byte == 0x2D)) return false
        }
        return true
    }

    fun lowercasedText(bytes: ByteArray, start: Int, end: Int): String {
        val text = ByteArray(end - start) { lowercased(u(bytes, start + it)).toByte() }
        return decodeUTF8(text, 0, text.size)
    }

    /** The bytes as text; bytes that are not UTF-8 read as U+FFFD, as Swift's `String(decoding:as:)` reads them. */
    fun decodeUTF8(bytes: ByteArray, start: Int, end: Int): String = String(bytes, start, end - start, Charsets.UTF_8)
}

/** The decoded bytes of a piece of a URL (`PercentDecoder`): `%XX` is the byte XX, a `%` without two hex digits is
 * itself, and in a query `+` is a space. With `decodes` false, the bytes as they are. `next` is -1 at the end. */
internal class PercentDecoder(
    val bytes: ByteArray, var at: Int, val end: Int, val plusIsSpace: Boolean, val decodes: Boolean = true
) {
    fun next(): Int {
        if (at >= end) return -1
        val byte = Bytes.u(bytes, at)
        at += 1
        if (!decodes) return byte
        if (byte == 0x25 && at + 1 < end) {
            val high = Bytes.hexValue(Bytes.u(bytes, at))
            val low = Bytes.hexValue(Bytes.u(bytes, at + 1))
            if (high >= 0 && low >= 0) {
                at += 2
                return high shl 4 or low
            }
        }
        return if (plusIsSpace && byte == 0x2B) 0x20 else byte
    }

    /** The next Unicode scalar of the decoded bytes (UTF-8); -1 at the end, -2 for bytes that are not UTF-8. */
    fun nextScalar(): Int {
        val first = next()
        if (first < 0) return -1
        if (first < 0x80) return first
        val (length, minimum, initial) = when {
            first in 0xC2..0xDF -> Triple(1, 0x80, first and 0x1F)
            first in 0xE0..0xEF -> Triple(2, 0x800, first and 0x0F)
            first in 0xF0..0xF4 -> Triple(3, 0x10000, first and 0x07)
            else -> return -2
        }
        var scalar = initial
        for (count in 0 until length) {
            val saved = at
            val byte = next()
            if (byte < 0 || byte and 0xC0 != 0x80) {
                at = saved
                return -2
            }
            scalar = scalar shl 6 or (byte and 0x3F)
        }
        if (scalar < minimum || scalar > 0x10FFFF || scalar in 0xD800..0xDFFF) return -2
        return scalar
    }
}

internal object URLRules {
    /** Orders the decoded bytes of `bytes[start, end)` against a table text, both lowercased when `fold`. */
    fun compare(bytes: ByteArray, start: Int, end: Int, plusIsSpace: Boolean, fold: Boolean, table: Table, text: TableText): Int {
        val decoder = PercentDecoder(bytes, start, end, plusIsSpace)
        var index = 0
        while (true) {
            val decoded = decoder.next()
            if (decoded < 0) break
            if (index >= text.count) return 1
            val other = table.textByte(text.start + index)
            val byte = if (fold) Bytes.lowercased(decoded) else decoded
            val expected = if (fold) Bytes.lowercased(other) else other
            if (byte != expected) return if (byte < expected) -1 else 1
            index += 1
        }
        return if (index == text.count) 0 else -1
    }

    /** `compare` for text without escapes: the raw bytes. */
    fun compareRaw(bytes: ByteArray, start: Int, end: Int, fold: Boolean, table: Table, text: TableText): Int {
        val count = end - start
        val common = minOf(count, text.count)
        for (index in 0 until common) {
            var byte = Bytes.u(bytes, start + index)
            var other = table.textByte(text.start + index)
            if (fold) {
                byte = Bytes.lowercased(byte)
                other = Bytes.lowercased(other)
            }
            if (byte != other) return if (byte < other) -1 else 1
        }
        return if (count == text.count) 0 else if (count < text.count) -1 else 1
    }

    /** Whether what the escapes in `bytes[start, end)` spell is UTF-8. */
    fun isValidUTF8(bytes: ByteArray, start: Int, end: Int): Boolean {
        val decoder = PercentDecoder(bytes, start, end, false)
        while (true) {
            val scalar = decoder.nextScalar()
            if (scalar == -1) return true
            if (scalar == -2) return false
        }
    }

    /** A link typed or pasted as text as a browser reads it (`browserRewrite`): the rewritten bytes, or null when
     * the text is read as it is. */
    fun browserRewrite(bytes: ByteArray): ByteArray? {
        var start = 0
        var end = bytes.size
        while (start < end && Bytes.u(bytes, start) <= 0x20) start += 1
        while (end > start && Bytes.u(bytes, end - 1) <= 0x20) end -= 1
        val kept = java.io.ByteArrayOutputStream(end - start)
        for (index in start until end) {
            val byte = Bytes.u(bytes, index)
            if (byte != 0x09 && byte != 0x0A && byte != 0x0D) kept.write(byte)
        }
        val text = kept.toByteArray()
        return encoded(text, trimmed = text.size < bytes.size)
    }

    private fun encoded(bytes: ByteArray, trimmed: Boolean): ByteArray? {
        val count = bytes.size
        var colon = 0
        while (colon < count && Bytes.u(bytes, colon) != 0x3A && Bytes.u(bytes, colon) != 0x2F) colon += 1
        var pathStart = 0
        var droppedColon = -1
        if (colon + 2 < count && Bytes.u(bytes, colon) == 0x3A && Bytes.u(bytes, colon + 1) == 0x2F &&
            Bytes.u(bytes, colon + 2) == 0x2F
        ) {
            pathStart = colon + 3
            while (pathStart < count && Bytes.u(bytes, pathStart) != 0x2F && Bytes.u(bytes, pathStart) != 0x3F &&
                Bytes.u(bytes, pathStart) != 0x23
            ) pathStart += 1
            if (pathStart > colon + 3 && Bytes.u(bytes, pathStart - 1) == 0x3A) droppedColon = pathStart - 1
        }
        val output = java.io.ByteArrayOutputStream(count)
        var changed = trimmed || droppedColon >= 0
        var part = 1
        for (index in 0 until count) {
            if (index == droppedColon) continue
            val byte = Bytes.u(bytes, index)
            if (index < pathStart) {
                output.write(byte)
                continue
            }
            if (part == 1 && byte == 0x3F || part != 3 && byte == 0x23) {
                part = if (byte == 0x3F) 2 else 3
                output.write(byte)
                continue
            }
            if (Bytes.mustBeEncoded(byte) || part == 3 && byte == 0x23 || byte == 0x25 && !Bytes.isEscape(bytes, index, count)) {
                changed = true
                output.write(0x25)
                output.write(Bytes.hexDigit(byte shr 4))
                output.write(Bytes.hexDigit(byte and 15))
            } else {
                output.write(byte)
            }
        }
        return if (changed) output.toByteArray() else null
    }

    /** Why a value, read as its decoded bytes, cannot be in a path (`pathRefusal`); null when it can. */
    fun pathRefusal(decoder: PercentDecoder): String? {
        var dots = 0
        var hasDotSegment = false
        var isSegmentStart = true
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            if (byte == 0x5C) return Reason.backslash
            if (byte == 0x2F) {
                if (isSegmentStart) return Reason.emptySegment
                hasDotSegment = hasDotSegment || dots == 1 || dots == 2
                dots = 0
                isSegmentStart = true
            } else {
                dots = if (byte == 0x2E && dots >= 0) dots + 1 else -1
                isSegmentStart = false
            }
        }
        return if (hasDotSegment || dots == 1 || dots == 2) Reason.dotSegment else null
    }

    /** Whether decoded bytes are a host name: two or more labels of letters, digits and `-`. */
    fun isHostName(decoder: PercentDecoder): Boolean {
        var dots = 0
        var labelLength = 0
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            if (byte == 0x2E) {
                if (labelLength == 0) return false
                dots += 1
                labelLength = 0
            } else if (Bytes.isDigit(byte) || Bytes.lowercased(byte) in 0x61..0x7A || byte == 0x2D) {
                labelLength += 1
            } else {
                return false
            }
        }
        return dots > 0 && labelLength > 0
    }
}

// MARK: The compiled table (Table/CompiledTable.swift, Table/TableLayout.swift, Table/Table.swift)

/** A text of a compiled table: where it starts in the table's texts, and its byte count. */
class TableText(val start: Int, val count: Int)

/** One route type's table, read and checked once: a generated file's digits and texts. */
class RouteTable(digits: String, texts: String, file: String) {
    internal val numbers: IntArray
    internal val texts: ByteArray

    init {
        val textBytes = texts.toByteArray(Charsets.UTF_8)
        numbers = CompiledTable.read(digits.toByteArray(Charsets.UTF_8), textBytes) { reason ->
            throw IllegalStateException("RouteGen: the route table in $file cannot be read: $reason")
        }
        this.texts = textBytes
    }

    companion object {
        /** The format of the compiled tables this runtime reads (`tableFormat`). */
        const val FORMAT = 17
    }
}

internal object CompiledTable {
    const val LAST_DIGIT = 0x30
    const val INNER_DIGIT = 0x5D

    /** FNV-1a over words of eight bytes (little-endian), then over the bytes left. */
    fun checksum(bytes: ByteArray, start: Int, end: Int, seed: Long): Long {
        var hash = seed
        val prime = 0x100000001B3L
        val words = (end - start) / 8
        for (index in 0 until words) {
            var word = 0L
            for (byte in 7 downTo 0) word = word shl 8 or (bytes[start + index * 8 + byte].toLong() and 0xFF)
            hash = (hash xor word) * prime
        }
        for (index in start + words * 8 until end) hash = (hash xor (bytes[index].toLong() and 0xFF)) * prime
        return hash
    }

    /** The numbers of a table, checked whole; `refuse` is called with the reason this runtime does not read it
     * (no state of its own: two route types may read their tables on two threads at once). */
    fun read(digits: ByteArray, literal: ByteArray, refuse: (String) -> Nothing): IntArray {
        val end = if (digits.isNotEmpty() && digits[digits.size - 1].toInt() == 0) digits.size - 1 else digits.size
        if (end <= 0 || (digits[end - 1].toInt() and 0xFF) - LAST_DIGIT !in 0..31) {
            refuse("it is not a compiled route table")
        }
        var at = 0
        fun next(): Long {
            if (at >= end) return 0
            var value = 0L
            var byte = digits[at].toInt() and 0xFF
            at += 1
            while (byte >= INNER_DIGIT) {
                value = value shl 5 or (byte - INNER_DIGIT).toLong()
                byte = if (at < end) digits[at].toInt() and 0xFF else LAST_DIGIT
                at += 1
            }
            return value shl 5 or (byte - LAST_DIGIT).toLong()
        }
        if (next() != RouteTable.FORMAT.toLong()) {
            refuse("it is of another RouteGen version (the runtime reads format ${RouteTable.FORMAT})")
        }
        val high = next()
        val low = next()
        val textCount = if (literal.isNotEmpty() && literal[literal.size - 1].toInt() == 0) literal.size - 1 else literal.size
        val sum = checksum(literal, 0, textCount, checksum(digits, at, end, -0x340d631b7bdddcdbL))
        if (at >= end || high shr 32 != 0L || low shr 32 != 0L || sum != (high shl 32 or low)) {
            refuse("it was edited after RouteGen wrote it (its checksum differs)")
        }
        if (next() != textCount.toLong()) {
            refuse("its texts are not the count it states")
        }
        val numberCount = next().toInt()
        val numbers = IntArray(numberCount)
        for (index in 0 until numberCount) {
            if (at >= end) {
                refuse("it ends early")
            }
            val zigzag = next()
            numbers[index] = ((zigzag ushr 1) xor -(zigzag and 1)).toInt()
        }
        if (at != end) {
            refuse("it holds numbers past its count")
        }
        return numbers
    }
}

internal object Layout {
    // HeaderSlot
    const val HEADER_FLAGS = 1
    const val MAX_URL_LENGTH = 2
    const val MAX_PARAMETERS = 3
    const val ROUTE_COUNT = 4
    const val WEB_SCHEMES = 5
    const val HOSTS = 6
    const val CUSTOM_SCHEMES = 7
    const val WEB_ROOT = 8
    const val SCHEME_ROOT = 9
    const val QUERY_KEYS = 10
    const val ROUTE_STARTS = 11
    const val WEB_BASE = 12
    const val SCHEME_BASE = 14
    const val BASE_HOST_GROUPS = 16
    const val EXCLUDED_PATHS = 17
    // HostSlot
    const val HOST_TEXT = 0
    const val HOST_GROUPS = 2
    const val HOST_SIZE = 3
    // SegmentRank
    const val RANK_AFFIXED = 1
    // NodeSlot
    const val NODE_FOLDS = 0
    const val NODE_ENDS = 1
    // LiteralChildSlot
    const val CHILD_TEXT = 0
    const val CHILD_NODE = 2
    const val CHILD_SIZE = 3
    // PatternSlot
    const val PATTERN_ORDINAL = 0
    const val PATTERN_FLAGS = 1
    const val PATTERN_PARAMETER_COUNT = 2
    const val PATTERN_PARTS = 3
    const val WHOLE_SEGMENT_CAPTURE_COUNT = 5
    const val WHOLE_SEGMENT_CAPTURES = 7
    // CaptureSlot
    const val CAPTURE_SOURCE = 0
    const val CAPTURE_PARAMETER = 2
    const val CAPTURE_QUERY_KEY = 3
    const val CAPTURE_QUERY_OPTIONS = 4
    // RouteDetailSlot
    const val DETAIL_NAME = 0
    const val DETAIL_SUMMARY = 2
    const val DETAIL_ACCESS = 4
    const val DETAIL_ROLE = 5
    const val DETAIL_FEATURE = 7
    const val DETAIL_QUERY_KEYS = 9
    // ParameterSlot
    const val PARAMETER_KIND = 0
    const val PARAMETER_FLAGS = 1
    const val PARAMETER_NAME = 2
    const val PARAMETER_DEFAULT = 4
    const val PARAMETER_CONSTRAINTS = 6
    // BoundsSlot
    const val HAS_MINIMUM = 0
    const val MINIMUM = 1
    const val HAS_MAXIMUM = 5
    const val MAXIMUM = 6
    const val DIGITS = 10
    const val KEYWORDS = 11
    // StringSlot
    const val MINIMUM_LENGTH = 0
    const val MAXIMUM_LENGTH = 1
    const val ASCII_BITMAP = 2
    const val ANY_BEYOND_ASCII = 10
    const val RANGES = 11
    // TableFlags: PatternFlags
    const val READS_QUERY = 1
    const val AFFIXES_DECIDE = 2
    const val FRAGMENT_LITERAL = 4
    const val FORBIDS_KEYS = 8
    const val READS_HOST = 16
    const val WHOLE_SEGMENTS_ONLY = 32
    const val REFUSES_OTHER_QUERY = 64
    const val FRAGMENT_ITEMS = 128
    // CaptureOptions
    const val AFFIXES = 1
    const val FOLDS_KEYWORDS = 2
    const val EXCLUDED_KEYWORDS = 4
    // ParameterFlags
    const val OPTIONAL = 1
    const val HAS_DEFAULT = 2
    const val CONSTRAINED = 4
    const val HOST_NAME = 8
    const val LIST = 16
    const val HAS_KEYWORDS = 32
    // HeaderFlags
    const val CASE_SENSITIVE = 1
    const val PASSES_OTHER_QUERY = 2
    const val REFUSES_DEFAULT_PORT = 4
    // ParameterKind
    const val STRING = 0
    const val INT = 1
    const val DOUBLE = 2
    const val BOOL = 3
    const val UUID_KIND = 4
    const val DATE = 5
    const val ENUMERATION = 6
    const val DESTINATION = 7
    // RouteAccess
    const val ANYONE = 0
    const val SIGNED_IN = 1
    const val ROLE = 2
    const val RETIRED = 3
    // CaptureSource
    const val SEGMENT = 0
    const val REST = 1
    const val QUERY = 2
    const val FRAGMENT = 3
    const val HOST = 4
    const val FRAGMENT_ITEM = 5
}

/** A route table as the parser reads it. */
internal class Table(routeTable: RouteTable) {
    val numbers = routeTable.numbers
    val texts = routeTable.texts

    operator fun get(index: Int): Int = numbers[index]

    fun text(index: Int): TableText = TableText(numbers[index], numbers[index + 1])

    fun textByte(index: Int): Int = texts[index].toInt() and 0xFF

    fun string(text: TableText): String = Bytes.decodeUTF8(texts, text.start, text.start + text.count)

    /** A signed 64-bit number written as four numbers of 16 bits, the top first. */
    fun int64(index: Int): Long {
        var value = 0L
        for (offset in 0 until 4) value = value shl 16 or numbers[index + offset].toLong()
        return value
    }

    val header: Int get() = numbers[Layout.HEADER_FLAGS]
    val caseSensitive: Boolean get() = header and Layout.CASE_SENSITIVE != 0
    val passesOtherQuery: Boolean get() = header and Layout.PASSES_OTHER_QUERY != 0
    val refusesDefaultPort: Boolean get() = header and Layout.REFUSES_DEFAULT_PORT != 0
    val maxURLLength: Int get() = numbers[Layout.MAX_URL_LENGTH]
    val maxParameters: Int get() = numbers[Layout.MAX_PARAMETERS]
    val routeCount: Int get() = numbers[Layout.ROUTE_COUNT]
    val webSchemes: TextList get() = TextList(this, numbers[Layout.WEB_SCHEMES])
    val hosts: Int get() = numbers[Layout.HOSTS]
    val customSchemes: TextList get() = TextList(this, numbers[Layout.CUSTOM_SCHEMES])
    val webRoot: Int get() = numbers[Layout.WEB_ROOT]
    val schemeRoot: Int get() = numbers[Layout.SCHEME_ROOT]
    val queryKeys: TextList get() = TextList(this, numbers[Layout.QUERY_KEYS])
    val routeStarts: Int get() = numbers[Layout.ROUTE_STARTS]
    val webBase: TableText get() = text(Layout.WEB_BASE)
    val schemeBase: TableText get() = text(Layout.SCHEME_BASE)
    val baseHostGroups: Int get() = numbers[Layout.BASE_HOST_GROUPS]
    val excludedPaths: TextList get() = TextList(this, numbers[Layout.EXCLUDED_PATHS])

    fun route(ordinal: Int): TableRoute = TableRoute(this, numbers[routeStarts + ordinal])
}

/** A list of texts in a compiled table: a count, then the texts. */
internal class TextList(val table: Table, val at: Int) {
    val count: Int get() = table[at]
    fun text(index: Int): TableText = table.text(at + 1 + 2 * index)
    val end: Int get() = at + 1 + 2 * count
}

/** Reads a record's numbers in order. */
internal class Cursor(val table: Table, var at: Int) {
    fun next(): Int {
        val value = table[at]
        at += 1
        return value
    }

    fun text(): TableText {
        val value = table.text(at)
        at += 2
        return value
    }

    fun copy(): Cursor = Cursor(table, at)
}

/** A route: its parameters and patterns, then its details (`RouteDetailSlot`). */
internal class TableRoute(val table: Table, val at: Int) {
    val parameterCount: Int get() = table[at]

    fun parameter(slot: Int): TableParameter = TableParameter(table, table[at + 1 + slot])

    /** The patterns of one form as written: where their texts start, and how many there are. */
    fun patternsStart(web: Boolean): Int {
        val webCount = at + 1 + parameterCount
        return if (web) webCount + 1 else webCount + 1 + 2 * table[webCount] + 1
    }

    fun patternCount(web: Boolean): Int {
        val webCount = at + 1 + parameterCount
        return if (web) table[webCount] else table[webCount + 1 + 2 * table[webCount]]
    }

    private val detailsStart: Int get() = patternsStart(false) + 2 * patternCount(false)

    val name: TableText get() = table.text(detailsStart + Layout.DETAIL_NAME)
    val summary: TableText get() = table.text(detailsStart + Layout.DETAIL_SUMMARY)
    val access: Int get() = table[detailsStart + Layout.DETAIL_ACCESS]
    val role: TableText get() = table.text(detailsStart + Layout.DETAIL_ROLE)
    val feature: TableText get() = table.text(detailsStart + Layout.DETAIL_FEATURE)

    private val queryKeysAt: Int get() = detailsStart + Layout.DETAIL_QUERY_KEYS

    /** For a route that passes other items on or refuses them, where its keys start (null for others). */
    val declaredKeysStart: Int? get() = if (table[queryKeysAt] == 0) null else queryKeysAt + 1
    val declaredKeysCount: Int get() = table[queryKeysAt] - 1

    /** The position of the parse pattern at `index` among the route's patterns of one form. */
    fun patternPosition(web: Boolean, index: Int): Int {
        val keys = queryKeysAt
        val webPatterns = keys + 1 + maxOf(table[keys] - 1, 0)
        val patterns = if (web) webPatterns else webPatterns + 1 + table[webPatterns]
        return table[patterns + 1 + index]
    }
}

/** A parameter: its kind, flags, name, default and constraints. */
internal class TableParameter(val table: Table, val at: Int) {
    val kind: Int get() = table[at + Layout.PARAMETER_KIND]
    val flags: Int get() = table[at + Layout.PARAMETER_FLAGS]
    val mayBeAbsent: Boolean get() = flags and (Layout.OPTIONAL or Layout.HAS_DEFAULT or Layout.LIST) != 0
    val isConstrained: Boolean get() = flags and Layout.CONSTRAINED != 0
    val isHostName: Boolean get() = flags and Layout.HOST_NAME != 0
    val isList: Boolean get() = flags and Layout.LIST != 0
    val hasKeywords: Boolean get() = flags and Layout.HAS_KEYWORDS != 0
    val name: TableText get() = table.text(at + Layout.PARAMETER_NAME)
    val defaultValue: TableText? get() = if (flags and Layout.HAS_DEFAULT != 0) table.text(at + Layout.PARAMETER_DEFAULT) else null
    val constraints: Int get() = at + Layout.PARAMETER_CONSTRAINTS

    val hasNoPathRefusal: Boolean
        get() = when (kind) {
            Layout.STRING -> isConstrained && !allowsCharacter(0x2E) && !allowsCharacter(0x2F) && !allowsCharacter(0x5C)
            Layout.INT, Layout.DOUBLE, Layout.UUID_KIND, Layout.DATE -> true
            else -> false
        }

    val hasMinimum: Boolean get() = table[constraints + Layout.HAS_MINIMUM] != 0
    val hasMaximum: Boolean get() = table[constraints + Layout.HAS_MAXIMUM] != 0
    val minimum: Long get() = table.int64(constraints + Layout.MINIMUM)
    val maximum: Long get() = table.int64(constraints + Layout.MAXIMUM)

    fun allows(number: Long): Boolean = (!hasMinimum || number >= minimum) && (!hasMaximum || number <= maximum)

    fun allows(number: Double): Boolean =
        (!hasMinimum || number >= java.lang.Double.longBitsToDouble(minimum)) &&
            (!hasMaximum || number <= java.lang.Double.longBitsToDouble(maximum))

    val digits: Int get() = table[constraints + Layout.DIGITS]
    val keywords: TextList get() = TextList(table, constraints + Layout.KEYWORDS)
    val trueTexts: TextList get() = TextList(table, constraints)
    val falseTexts: TextList get() = TextList(table, trueTexts.end)

    fun boolText(flag: Boolean): TableText = (if (flag) trueTexts else falseTexts).text(0)

    /** Whether a constrained string allows a scalar. */
    fun allowsCharacter(scalar: Int): Boolean {
        if (scalar < 128) {
            val bitmap = constraints + Layout.ASCII_BITMAP
            return table[bitmap + scalar / 16] shr (scalar % 16) and 1 == 1
        }
        if (table[constraints + Layout.ANY_BEYOND_ASCII] == 1) return true
        val ranges = constraints + Layout.RANGES
        for (index in 0 until table[ranges]) {
            val range = ranges + 1 + 2 * index
            if (table[range] <= scalar && scalar <= table[range + 1]) return true
        }
        return false
    }

    /** A constrained string's allowed characters as the spec writes them. */
    val characters: TableText
        get() {
            val ranges = constraints + Layout.RANGES
            return table.text(ranges + 1 + 2 * table[ranges])
        }
}

// MARK: Errors (Parsing/RouteParseError.swift, Parsing/Reason.swift, Parsing/LogText.swift)

/** Why a URL reaches no route (Swift's `RouteParseError`): the case's name as `kind`, the same text as `message`. */
sealed class RouteParseError {
    data class UrlTooLong(val length: Int, val maximum: Int) : RouteParseError()
    data class MalformedURL(val reason: String) : RouteParseError()
    data class UnsupportedScheme(val scheme: String) : RouteParseError()
    data class UnsupportedHost(val host: String) : RouteParseError()
    object UserInfoNotAllowed : RouteParseError()
    data class PortNotAllowed(val port: String) : RouteParseError()
    data class InvalidPercentEncoding(val text: String) : RouteParseError()
    data class NoRoute(val path: String) : RouteParseError()
    data class MissingParameter(val name: String) : RouteParseError()
    data class InvalidParameter(val name: String, val value: String, val reason: String) : RouteParseError()
    data class RepeatedParameter(val name: String) : RouteParseError()
    data class ForbiddenQueryKey(val key: String) : RouteParseError()
    data class ExcludedPath(val path: String) : RouteParseError()
    data class Retired(val route: String, val note: String) : RouteParseError()

    /** The case's name (`invalidParameter`), as Swift's `ParseError` and a spec's refused example name it. */
    val kind: String
        get() = when (this) {
            is UrlTooLong -> "urlTooLong"
            is MalformedURL -> "malformedURL"
            is UnsupportedScheme -> "unsupportedScheme"
            is UnsupportedHost -> "unsupportedHost"
            is UserInfoNotAllowed -> "userInfoNotAllowed"
            is PortNotAllowed -> "portNotAllowed"
            is InvalidPercentEncoding -> "invalidPercentEncoding"
            is NoRoute -> "noRoute"
            is MissingParameter -> "missingParameter"
            is InvalidParameter -> "invalidParameter"
            is RepeatedParameter -> "repeatedParameter"
            is ForbiddenQueryKey -> "forbiddenQueryKey"
            is ExcludedPath -> "excludedPath"
            is Retired -> "retired"
        }

    /** The message, safe to log: texts from the URL quoted, escaped and cut as `LogText` writes them. */
    val message: String
        get() = when (this) {
            is UrlTooLong -> "the URL is $length bytes long; at most $maximum are allowed"
            is MalformedURL -> "the URL is malformed: ${LogText.line(reason)}"
            is UnsupportedScheme -> "the scheme ${LogText.quoted(scheme)} is not one of this app's schemes"
            is UnsupportedHost -> "the host ${LogText.quoted(host)} is not one of this app's domains"
            is UserInfoNotAllowed ->
                "the URL has user info ('user@'), which is refused: it is a classic way to disguise a foreign host"
            is PortNotAllowed -> "the URL names a port (${LogText.line(port, 20)}); links to this app never do"
            is InvalidPercentEncoding ->
                "${LogText.quoted(text)} has an invalid percent-escape or is not UTF-8 once decoded"
            is NoRoute -> "no route matches the path ${LogText.quoted(path)}"
            is MissingParameter -> "the required parameter ${LogText.quoted(name)} is missing"
            is InvalidParameter ->
                "the parameter ${LogText.quoted(name)} has the value ${LogText.quoted(value)}, which ${LogText.line(reason)}"
            is RepeatedParameter -> "the query parameter for ${LogText.quoted(name)} appears more than once"
            is ForbiddenQueryKey ->
                "the query key ${LogText.quoted(key)} means the link is not for the app (its route refuses it)"
            is ExcludedPath ->
                "the path ${LogText.quoted(path)} is excluded by the app's AASA file: it never opens the app"
            is Retired -> "the link to ${LogText.quoted(route)} is no longer available: ${LogText.line(note)}"
        }

    override fun toString(): String = message
}

/** What a generated `parse` throws: why the URL reaches no route. */
class RouteParseException(val error: RouteParseError) : Exception(error.message) {
    /** The `ParseError` case's name, as Swift's (`noRoute`, `invalidParameter`, …). */
    val kind: String get() = error.kind
}

/** Why a value was refused: a phrase after "which" (`Reason`). */
internal object Reason {
    const val empty = "is empty"
    const val control = "contains control characters"
    const val dotSegment = "has a '.' or '..' segment, which a browser resolves to another page"
    const val emptySegment = "has an empty segment (a '/' at its start, or '//'), which servers merge away"
    const val backslash = "contains '\\', which a browser reads as '/'"
    const val trailingSlash = "ends with '/', which a link cannot keep"
    const val hostName = "is not a host name (two or more labels of letters, digits and '-', separated by '.')"
    const val hostLabel = "is not a host label (letters, digits and inner '-')"
    const val nested = "nests one destination in another"
    const val notDecimal = "is not a finite decimal number"
    const val notUUID = "is not a UUID (8-4-4-4-12 hex digits)"
    const val notDate = "is not an ISO 8601 date-time like 2025-08-25T19:00:00Z"

    fun oneOf(texts: List<String>): String = "is not one of " + texts.joinToString(", ")

    fun notInteger(keywords: List<String>): String =
        "is not an integer" + if (keywords.isEmpty()) "" else " or one of " + keywords.joinToString(", ")

    fun less(bound: String): String = "is less than $bound"
    fun greater(bound: String): String = "is greater than $bound"
    fun shorter(length: Int): String = "is shorter than $length characters"
    fun longer(length: Int): String = "is longer than $length characters"

    /** A scalar as Swift's `Unicode.Scalar.escaped(asASCII: true)` writes it. */
    fun escapedASCII(scalar: Int): String = when {
        scalar == 0x5C -> "\\\\"
        scalar == 0x27 -> "\\'"
        scalar == 0x22 -> "\\\""
        scalar in 0x20..0x7E -> String(Character.toChars(scalar))
        scalar == 0 -> "\\0"
        scalar == 0x0A -> "\\n"
        scalar == 0x0D -> "\\r"
        scalar == 0x09 -> "\\t"
        scalar < 0x80 -> "\\u{" + LogText.hex(scalar, 2) + "}"
        scalar <= 0xFFFF -> "\\u{" + LogText.hex(scalar, 4) + "}"
        else -> "\\u{" + LogText.hex(scalar, 8) + "}"
    }

    fun outside(scalar: Int, characters: String): String =
        "contains '${escapedASCII(scalar)}', outside [$characters]"

    fun writtenDifferently(web: Boolean): String =
        "is written differently in ${if (web) "web" else "custom-scheme"} links"

    fun notALink(error: RouteParseError?): String =
        "is not a link to a route of this app" + if (error == null) "" else " (${error.message})"

    fun isControl(scalar: Int): Boolean = scalar < 0x20 || scalar == 0x7F || scalar in 0x80..0x9F
}

/** Text from a URL as error messages write it, safe to log (`LogText`): one line, escaped as Swift escapes it. */
internal object LogText {
    const val valueLength = 80
    const val reasonLength = 240

    fun hex(value: Int, width: Int): String {
        val digits = "0123456789ABCDEF"
        val text = StringBuilder()
        var rest = value
        do {
            text.insert(0, digits[rest and 15])
            rest = rest ushr 4
        } while (rest != 0)
        while (text.length < width) text.insert(0, '0')
        return text.toString()
    }

    fun quoted(text: String, quote: Int = 0x27, limit: Int = valueLength): String {
        val mark = String(Character.toChars(quote))
        return mark + escaped(text, quote, true, limit) + mark
    }

    fun literal(text: String): String = quoted(text, 0x22, Int.MAX_VALUE)

    fun line(text: String, limit: Int = reasonLength): String = escaped(text, -1, false, limit)

    private fun escaped(text: String, quote: Int, backslashes: Boolean, limit: Int): String {
        val result = StringBuilder()
        var count = 0
        var index = 0
        while (index < text.length) {
            val scalar = text.codePointAt(index)
            index += Character.charCount(scalar)
            if (count == limit) {
                result.append('\u2026')
                break
            }
            count += 1
            when {
                scalar == 0x5C && backslashes -> result.append("\\\\")
                scalar == 0x0A -> result.append("\\n")
                scalar == 0x0D -> result.append("\\r")
                scalar == 0x09 -> result.append("\\t")
                scalar == 0 -> result.append("\\0")
                scalar == quote -> result.append('\\').appendCodePoint(quote)
                isPrintable(scalar) -> result.appendCodePoint(scalar)
                else -> result.append("\\u{").append(hex(scalar, 1)).append('}')
            }
        }
        return result.toString()
    }

    /** Whether a character shows as itself: printable ASCII, and letters, marks, numbers, punctuation and symbols
     * beyond it (as the JVM's Unicode data classes it). */
    fun isPrintable(scalar: Int): Boolean {
        if (scalar < 0x80) return scalar >= 0x20 && scalar != 0x7F
        return when (Character.getType(scalar).toByte()) {
            Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
            Character.SPACE_SEPARATOR, Character.PRIVATE_USE, Character.SURROGATE, Character.UNASSIGNED -> false
            else -> true
        }
    }
}

// MARK: Splitting a URL (URL/SplitURL.swift, URL/Source.swift)

/** A range of a URL's bytes, `start` to `end` (exclusive). */
internal class Span(val start: Int, val end: Int) {
    val count: Int get() = end - start
    val isEmpty: Boolean get() = end <= start
}

/** A URL's bytes and where its parts are (`SplitURL`). */
internal class SplitURL(val bytes: ByteArray, val table: Table) {
    val count = bytes.size
    var host = Span(0, 0)
    var hostGroups = 0
    var wildcardGroups = 0
    var hostLabel = Span(0, 0)
    var path = Span(0, 0)
    var slashes = 0
    var ampersands = 0
    var query: Span? = null
    var fragment: Span? = null
    var isWeb = false
    var hasPercent = false
    var hasPlus = false
    var hasHighEscape = false
    var rewritten = false

    val source: Source get() = Source(bytes, table, hasPercent, hasPlus)

    fun text(range: Span): String = Bytes.decodeUTF8(bytes, range.start, range.end)
    fun lowercasedText(range: Span): String = Bytes.lowercasedText(bytes, range.start, range.end)

    private fun isListed(range: Span, list: TextList): Boolean {
        for (index in 0 until list.count) {
            val text = list.text(index)
            if (text.count == range.count && URLRules.compareRaw(bytes, range.start, range.end, true, table, text) == 0) {
                return true
            }
        }
        return false
    }

    private fun hasPrefix(text: TableText): Boolean =
        text.count > 0 && count >= text.count && URLRules.compareRaw(bytes, 0, text.count, false, table, text) == 0

    private fun u(index: Int): Int = Bytes.u(bytes, index)

    fun checkScheme(colon: Int): RouteParseError? {
        if (colon >= count) return RouteParseError.MalformedURL("it has no scheme")
        for (index in 0 until colon) {
            val byte = u(index)
            if (Bytes.lowercased(byte) in 0x61..0x7A) continue
            val symbol = byte == 0x2B || byte == 0x2D || byte == 0x2E
            if (index > 0 && (Bytes.isDigit(byte) || symbol)) continue
            return RouteParseError.MalformedURL("'${text(Span(0, colon))}' is not a valid scheme")
        }
        if (colon == 0) return RouteParseError.MalformedURL("'' is not a valid scheme")
        if (!(colon + 2 < count && u(colon + 1) == 0x2F && u(colon + 2) == 0x2F)) {
            return RouteParseError.MalformedURL("expected '//' after '${text(Span(0, colon))}:'")
        }
        return null
    }

    fun split(): RouteParseError? {
        if (count > table.maxURLLength) return RouteParseError.UrlTooLong(count, table.maxURLLength)
        val webBase = table.webBase
        if (table.baseHostGroups != 0 && hasPrefix(webBase) &&
            (count == webBase.count || u(webBase.count) == 0x2F || u(webBase.count) == 0x3F || u(webBase.count) == 0x23)
        ) {
            isWeb = true
            hostGroups = table.baseHostGroups
            return splitRest(webBase.count)
        }
        val isCanonicalScheme = hasPrefix(table.schemeBase)
        var colon = table.schemeBase.count - 3
        if (!isCanonicalScheme) {
            colon = 0
            while (colon < count && u(colon) != 0x3A) colon += 1
            val failure = checkScheme(colon)
            if (failure != null) return failure
        }
        val scheme = Span(0, colon)
        var index = colon + 3
        var userInfo = false
        var portColon = -1
        var bad = -1
        while (index < count) {
            val byte = u(index)
            if (byte > 0x40 && byte != 0x7F) {
                index += 1
                continue
            }
            if (byte == 0x2F || byte == 0x3F || byte == 0x23) break
            if (byte == 0x40) userInfo = true
            if (byte == 0x3A) portColon = index
            if (bad < 0 && (byte <= 0x20 || byte == 0x7F)) bad = index
            index += 1
        }
        var authority = Span(colon + 3, index)
        if (portColon >= 0 && u(authority.start) == 0x5B) {
            var bracket = index - 1
            while (bracket > authority.start && u(bracket) != 0x5D) bracket -= 1
            if (portColon < bracket) portColon = -1
        }
        if (userInfo) return RouteParseError.UserInfoNotAllowed
        if (bad >= 0) {
            return RouteParseError.MalformedURL(if (u(bad) == 0x20) "it contains a space" else "it contains a control character")
        }
        if (portColon >= 0) {
            val port = Span(portColon + 1, index)
            if (!(isDefaultPort(port, scheme) && !table.refusesDefaultPort)) {
                return RouteParseError.PortNotAllowed(text(port))
            }
            authority = Span(authority.start, portColon)
        }
        if (isCanonicalScheme) {
            host = authority
        } else if (table[table.hosts] > 0 && isListed(scheme, table.webSchemes)) {
            if (!findHost(authority)) return RouteParseError.UnsupportedHost(lowercasedText(authority))
            isWeb = true
        } else if (isListed(scheme, table.customSchemes)) {
            host = authority
        } else {
            return RouteParseError.UnsupportedScheme(lowercasedText(scheme))
        }
        return splitRest(index)
    }

    private fun spells(range: Span, text: String): Boolean {
        val expected = text.toByteArray(Charsets.UTF_8)
        if (range.count != expected.size) return false
        for (offset in 0 until range.count) if (Bytes.lowercased(u(range.start + offset)) != Bytes.u(expected, offset)) return false
        return true
    }

    private fun isDefaultPort(port: Span, scheme: Span): Boolean =
        spells(scheme, "https") && spells(port, "443") || spells(scheme, "http") && spells(port, "80")

    private fun findHost(authority: Span): Boolean {
        val list = table.hosts
        var longest = 0
        for (index in 0 until table[list]) {
            val entry = list + 1 + Layout.HOST_SIZE * index
            var text = table.text(entry + Layout.HOST_TEXT)
            if (table.textByte(text.start) == 0x2E) {
                val spansLabels = text.count > 1 && table.textByte(text.start + 1) == 0x2E
                if (spansLabels) text = TableText(text.start + 1, text.count - 1)
                if (!(authority.count > text.count && text.count >= longest &&
                        URLRules.compareRaw(bytes, authority.end - text.count, authority.end, true, table, text) == 0)
                ) continue
                if (text.count > longest) {
                    longest = text.count
                    wildcardGroups = 0
                }
                val label = Span(authority.start, authority.end - text.count)
                var hasDot = false
                for (at in label.start until label.end) if (u(at) == 0x2E) hasDot = true
                if (spansLabels || !hasDot) {
                    wildcardGroups = wildcardGroups or table[entry + Layout.HOST_GROUPS]
                    hostLabel = label
                }
            } else if (text.count == authority.count &&
                URLRules.compareRaw(bytes, authority.start, authority.end, true, table, text) == 0
            ) {
                hostGroups = hostGroups or table[entry + Layout.HOST_GROUPS]
            }
        }
        if (hostGroups != 0) wildcardGroups = 0
        return hostGroups or wildcardGroups != 0
    }

    fun splitRest(start: Int): RouteParseError? {
        var marks = 2
        var index = start
        var end = count
        while (index < count) {
            val byte = u(index)
            val kind = Bytes.kind(byte)
            index += 1
            if (kind and (marks or 1) == 0) continue
            if (kind and marks == 0) {
                rewritten = true
                continue
            }
            var stop = false
            when (byte) {
                0x2F -> slashes += 1
                0x25 -> noteEscape(index - 1)
                0x26 -> ampersands += 1
                0x2B -> hasPlus = true
                0x3F -> {
                    path = Span(start, index - 1)
                    query = Span(index, index)
                    marks = 4
                }
                else -> {
                    end = index - 1
                    fragment = Span(index, count)
                    stop = true
                }
            }
            if (stop) break
        }
        val split = query
        if (split != null) query = Span(split.start, end) else path = Span(start, end)
        val wasRewritten = rewritten
        for (at in host.start until host.end) if (u(at) == 0x25) noteEscape(at)
        rewritten = wasRewritten
        val fragment = fragment
        if (fragment != null) {
            for (at in fragment.start until fragment.end) {
                val byte = u(at)
                if (byte == 0x25) {
                    noteEscape(at)
                } else if (byte == 0x2B) {
                    hasPlus = true
                } else if (byte == 0x23 || Bytes.mustBeEncoded(byte)) {
                    rewritten = true
                }
            }
        }
        return if (hasHighEscape) checkEscapes() else null
    }

    private fun noteEscape(index: Int) {
        hasPercent = true
        if (!Bytes.isEscape(bytes, index, count)) rewritten = true
        if (index + 2 < count) {
            val high = Bytes.hexValue(u(index + 1))
            if (high >= 8 && Bytes.hexValue(u(index + 2)) >= 0) hasHighEscape = true
        }
    }

    private fun checkEscapes(): RouteParseError? {
        var invalid: Span? = null
        fun check(piece: Span) {
            if (invalid == null && !URLRules.isValidUTF8(bytes, piece.start, piece.end)) invalid = piece
        }
        if (!host.isEmpty) check(host)
        forEachSegment { check(it) }
        val query = query
        if (query != null) source.forEachQueryItem(query) { key, value ->
            check(key)
            check(value)
        }
        val fragment = fragment
        if (fragment != null) check(fragment)
        val found = invalid
        return if (found == null) null else RouteParseError.InvalidPercentEncoding(text(found))
    }

    fun forEachSegment(body: (Span) -> Unit) {
        if (path.count <= 1) return
        var start = path.start + 1
        var index = start
        while (index < path.end) {
            if (u(index) == 0x2F) {
                body(Span(start, index))
                start = index + 1
            }
            index += 1
        }
        if (start < path.end) body(Span(start, path.end))
    }

    val displayPath: String
        get() {
            if (isWeb) return if (path.isEmpty) "/" else text(path)
            var end = path.end
            if (end > path.start && u(end - 1) == 0x2F) end -= 1
            val start = if (host.isEmpty) path.start else host.start - 1
            return if (start == end) "/" else text(Span(start, end))
        }
}

/** The URL's bytes and whether they need decoding (`Source`). */
internal class Source(val bytes: ByteArray, val table: Table, val hasPercent: Boolean, val hasPlus: Boolean) {
    private fun u(index: Int): Int = Bytes.u(bytes, index)

    fun forEachQueryItem(query: Span, body: (Span, Span) -> Unit) {
        var start = query.start
        while (start <= query.end) {
            var index = start
            while (index < query.end && u(index) != 0x3D && u(index) != 0x26) index += 1
            val key = Span(start, index)
            if (index < query.end && u(index) == 0x3D) {
                index += 1
                val valueStart = index
                while (index < query.end && u(index) != 0x26) index += 1
                body(key, Span(valueStart, index))
            } else if (!key.isEmpty) {
                body(key, Span(index, index))
            }
            start = index + 1
        }
    }

    fun compare(start: Int, end: Int, plusIsSpace: Boolean, fold: Boolean, text: TableText, knownCount: Int = -1): Int {
        val count = if (knownCount >= 0) knownCount else decodedCount(start, end)
        if (count != text.count) return if (count < text.count) -1 else 1
        if (count != end - start || (plusIsSpace && hasPlus && decodes(start, end, true))) {
            return URLRules.compare(bytes, start, end, plusIsSpace, fold, table, text)
        }
        return URLRules.compareRaw(bytes, start, end, fold, table, text)
    }

    fun decodedCount(start: Int, end: Int): Int {
        if (!hasPercent) return end - start
        var count = end - start
        for (index in start until end) if (u(index) == 0x25 && Bytes.isEscape(bytes, index, end)) count -= 2
        return count
    }

    fun decodes(start: Int, end: Int, plusIsSpace: Boolean): Boolean {
        if (!(hasPercent || (plusIsSpace && hasPlus))) return false
        for (index in start until end) if (u(index) == 0x25 || (plusIsSpace && u(index) == 0x2B)) return true
        return false
    }

    fun middle(start: Int, end: Int, plusIsSpace: Boolean, fold: Boolean, prefix: TableText, suffix: TableText): Span? {
        if (prefix.count > 0 || suffix.count > 0) return between(start, end, plusIsSpace, fold, prefix, suffix)
        return if (start < end) Span(start, end) else null
    }

    private fun same(byte: Int, expected: Int, fold: Boolean): Boolean =
        (if (fold) Bytes.lowercased(byte) else byte) == (if (fold) Bytes.lowercased(expected) else expected)

    fun between(start: Int, end: Int, plusIsSpace: Boolean, fold: Boolean, prefix: TableText, suffix: TableText): Span? {
        if (!decodes(start, end, plusIsSpace)) {
            if (!(end - start > prefix.count + suffix.count &&
                    URLRules.compareRaw(bytes, start, start + prefix.count, fold, table, prefix) == 0 &&
                    URLRules.compareRaw(bytes, end - suffix.count, end, fold, table, suffix) == 0)
            ) return null
            return Span(start + prefix.count, end - suffix.count)
        }
        var decoder = PercentDecoder(bytes, start, end, plusIsSpace)
        var decoded = 0
        var middleStart = start
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            if (decoded < prefix.count) {
                if (!same(byte, table.textByte(prefix.start + decoded), fold)) return null
                middleStart = decoder.at
            }
            decoded += 1
        }
        if (decoded <= prefix.count + suffix.count) return null
        decoder = PercentDecoder(bytes, middleStart, end, plusIsSpace)
        for (skip in 0 until decoded - prefix.count - suffix.count) decoder.next()
        val middleEnd = decoder.at
        var index = 0
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            if (!same(byte, table.textByte(suffix.start + index), fold)) return null
            index += 1
        }
        return Span(middleStart, middleEnd)
    }

    fun endsWithSlash(range: Span): Boolean {
        val last = range.end - 1
        return !range.isEmpty && u(last) == 0x2F ||
            (range.count >= 3 && u(last - 2) == 0x25 && u(last - 1) == 0x32 && u(last) or 0x20 == 0x66)
    }

    fun pathRefusal(range: Span): String? {
        var candidate = false
        for (index in range.start until range.end) {
            val byte = u(index)
            if (byte == 0x2E || byte == 0x25 || byte == 0x5C || byte == 0x2F) {
                candidate = true
                break
            }
        }
        if (!candidate) return null
        return URLRules.pathRefusal(PercentDecoder(bytes, range.start, range.end, false))
    }
}

// MARK: Values (URL/ValueText.swift, URL/UUIDAndDate.swift)

/** A value's text in a URL or in the table, decoded on the fly, and its parsers (`ValueText`). */
internal class ValueText(val bytes: ByteArray, val start: Int, val end: Int, val plusIsSpace: Boolean, val decodes: Boolean = true) {
    fun decoder(): PercentDecoder = PercentDecoder(bytes, start, end, plusIsSpace, decodes)

    private fun u(index: Int): Int = Bytes.u(bytes, index)

    /** The decoded bytes. */
    fun decodedBytes(): ByteArray {
        val output = java.io.ByteArrayOutputStream(end - start)
        val decoder = decoder()
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            output.write(byte)
        }
        return output.toByteArray()
    }

    val string: String
        get() {
            val decoded = decodedBytes()
            return Bytes.decodeUTF8(decoded, 0, decoded.size)
        }

    /** This text lowercased: a host's label. */
    fun lowercased(): ValueText {
        val buffer = ByteArray(maxOf(1, end - start))
        for (index in start until end) buffer[index - start] = Bytes.lowercased(u(index)).toByte()
        return ValueText(buffer, 0, end - start, false, false)
    }

    val isHostName: Boolean get() = URLRules.isHostName(decoder())

    fun isClean(printable: Boolean): Boolean {
        var hasPercent = false
        if (decodes) for (index in start until end) if (u(index) == 0x25) hasPercent = true
        if (!hasPercent) {
            if (printable) return end > start
            for (index in start until end) {
                val byte = u(index)
                if (byte in 0x20..0x7E || byte >= 0xA0) continue
                if (byte < 0x80 || (index > start && u(index - 1) == 0xC2)) return false
            }
            return end > start
        }
        val decoder = decoder()
        var count = 0
        var previous = 0
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            if (byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80)) return false
            previous = byte
            count += 1
        }
        return count > 0
    }

    /** Each Unicode scalar of the decoded text, while `body` returns true (stops at bytes that are not UTF-8). */
    fun allScalars(body: (Int) -> Boolean): Boolean {
        val decoder = decoder()
        while (true) {
            val scalar = decoder.nextScalar()
            if (scalar < 0) return true
            if (!body(scalar)) return false
        }
    }

    /** A `string` parameter's length in Unicode scalars and its allowed characters. */
    fun fits(table: Table, constraints: Int): Boolean {
        val minimum = table[constraints + Layout.MINIMUM_LENGTH]
        val maximum = table[constraints + Layout.MAXIMUM_LENGTH]
        val bitmap = constraints + Layout.ASCII_BITMAP
        val anyBeyondASCII = table[constraints + Layout.ANY_BEYOND_ASCII] == 1
        val ranges = constraints + Layout.RANGES
        val rangeCount = table[ranges]
        var length = 0
        val isAllowed = allScalars { scalar ->
            length += 1
            if (scalar < 128) {
                table[bitmap + scalar / 16] shr (scalar % 16) and 1 == 1
            } else if (anyBeyondASCII) {
                true
            } else {
                var found = false
                for (index in 0 until rangeCount) {
                    val range = ranges + 1 + 2 * index
                    if (table[range] <= scalar && scalar <= table[range + 1]) found = true
                }
                found
            }
        }
        return isAllowed && length >= minimum && (maximum == 0 || length <= maximum)
    }

    fun equals(table: Table, text: TableText, fold: Boolean): Boolean =
        if (decodes) URLRules.compare(bytes, start, end, plusIsSpace, fold, table, text) == 0
        else end - start == text.count && URLRules.compareRaw(bytes, start, end, fold, table, text) == 0

    fun isListed(list: TextList, fold: Boolean): Boolean {
        for (index in 0 until list.count) if (equals(list.table, list.text(index), fold)) return true
        return false
    }

    /** Decimal digits with an optional `-`, without overflow; null otherwise. */
    fun int(): Long? {
        val decoder = decoder()
        var negative = false
        var digits = 0
        var value = 0L
        while (true) {
            val byte = decoder.next()
            if (byte < 0) break
            if (byte == 0x2D && digits == 0 && !negative) {
                negative = true
                continue
            }
            if (!Bytes.isDigit(byte)) return null
            val digit = (byte - 0x30).toLong()
            if (value > Long.MAX_VALUE / 10 || value < Long.MIN_VALUE / 10) return null
            val shifted = value * 10
            val next = if (negative) shifted - digit else shifted + digit
            if (negative && next > shifted || !negative && next < shifted) return null
            value = next
            digits += 1
        }
        return if (digits > 0) value else null
    }

    /** `-?digits(.digits)?([eE][+-]?digits)?`, finite. */
    fun double(): Double? {
        val decoded = decodedBytes()
        var at = 0
        fun peek(): Int = if (at < decoded.size) Bytes.u(decoded, at) else -1
        if (peek() == 0x2D) at += 1
        var digits = 0
        while (Bytes.isDigit(peek())) {
            at += 1
            digits += 1
        }
        if (digits == 0) return null
        if (peek() == 0x2E) {
            at += 1
            var fraction = 0
            while (Bytes.isDigit(peek())) {
                at += 1
                fraction += 1
            }
            if (fraction == 0) return null
        }
        if (peek() == 0x65 || peek() == 0x45) {
            at += 1
            if (peek() == 0x2B || peek() == 0x2D) at += 1
            var exponent = 0
            while (Bytes.isDigit(peek())) {
                at += 1
                exponent += 1
            }
            if (exponent == 0) return null
        }
        if (at != decoded.size) return null
        // The grammar is checked above; Java reads such text to the nearest double, as Swift does.
        val value = java.lang.Double.parseDouble(Bytes.decodeUTF8(decoded, 0, decoded.size))
        return if (value.isInfinite() || value.isNaN()) null else value
    }

    /** 8-4-4-4-12 hex digits in any case. */
    fun uuid(): UUID? {
        val decoded = decodedBytes()
        if (decoded.size != 36) return null
        for (index in 0 until 36) {
            val byte = Bytes.u(decoded, index)
            if (index == 8 || index == 13 || index == 18 || index == 23) {
                if (byte != 0x2D) return null
            } else if (Bytes.hexValue(byte) < 0) {
                return null
            }
        }
        var high = 0L
        var low = 0L
        var digits = 0
        for (index in 0 until 36) {
            if (index == 8 || index == 13 || index == 18 || index == 23) continue
            val value = Bytes.hexValue(Bytes.u(decoded, index)).toLong()
            if (digits < 16) high = high shl 4 or value else low = low shl 4 or value
            digits += 1
        }
        return UUID(high, low)
    }

    /** An ISO 8601 date-time, as milliseconds since 1970. */
    fun milliseconds(): Long? {
        val decoded = decodedBytes()
        return Dates.parse(decoded)
    }
}

/** ISO 8601 date-times as RouteGen reads and writes them (`parseDate`, `formatDate`): in UTC, to the millisecond. */
internal object Dates {
    fun parse(b: ByteArray): Long? {
        fun u(index: Int): Int = Bytes.u(b, index)
        fun number(start: Int, count: Int): Int? {
            if (start + count > b.size) return null
            var value = 0
            for (index in start until start + count) {
                if (!Bytes.isDigit(u(index))) return null
                value = value * 10 + (u(index) - 0x30)
            }
            return value
        }
        if (b.size < 20 || u(4) != 0x2D || u(7) != 0x2D || u(10) != 0x54 || u(13) != 0x3A || u(16) != 0x3A) return null
        val year = number(0, 4) ?: return null
        val month = number(5, 2) ?: return null
        val day = number(8, 2) ?: return null
        val hour = number(11, 2) ?: return null
        val minute = number(14, 2) ?: return null
        val second = number(17, 2) ?: return null
        if (month !in 1..12 || day < 1 || day > daysIn(month, year) || hour >= 24 || minute >= 60 || second >= 60) return null
        var index = 19
        var milliseconds = 0
        if (u(index) == 0x2E) {
            index += 1
            var count = 0
            while (index < b.size && Bytes.isDigit(u(index))) {
                if (count < 3) {
                    milliseconds = milliseconds * 10 + (u(index) - 0x30)
                } else if (u(index) != 0x30) {
                    return null
                }
                count += 1
                index += 1
            }
            if (count == 0) return null
            for (pad in count until maxOf(count, 3)) milliseconds *= 10
        }
        if (index >= b.size) return null
        var offsetMinutes = 0
        if (u(index) == 0x5A) {
            index += 1
        } else if (u(index) == 0x2B || u(index) == 0x2D) {
            val hours = number(index + 1, 2) ?: return null
            if (!(index + 3 < b.size && u(index + 3) == 0x3A)) return null
            val minutes = number(index + 4, 2) ?: return null
            if (hours >= 24 || minutes >= 60) return null
            offsetMinutes = (hours * 60 + minutes) * (if (u(index) == 0x2D) -1 else 1)
            index += 6
        } else {
            return null
        }
        if (index != b.size) return null
        val days = daysFromCivil(year, month, day)
        val seconds = days * 86_400L + hour * 3600 + minute * 60 + second - offsetMinutes * 60
        return seconds * 1000 + milliseconds
    }

    fun daysIn(month: Int, year: Int): Int = when (month) {
        2 -> if ((year % 4 == 0 && year % 100 != 0) || year % 400 == 0) 29 else 28
        4, 6, 9, 11 -> 30
        else -> 31
    }

    fun daysFromCivil(year: Int, month: Int, day: Int): Long {
        val y = (if (month <= 2) year - 1 else year).toLong()
        val era = (if (y >= 0) y else y - 399) / 400
        val yearOfEra = y - era * 400
        val dayOfYear = (153 * (month + (if (month > 2) -3 else 9)) + 2) / 5 + day - 1
        val dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    fun civilFromDays(days: Long): Triple<Long, Int, Int> {
        val z = days + 719_468
        val era = (if (z >= 0) z else z - 146_096) / 146_097
        val dayOfEra = z - era * 146_097
        val yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        val dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        val mp = (5 * dayOfYear + 2) / 153
        val day = (dayOfYear - (153 * mp + 2) / 5 + 1).toInt()
        val month = (if (mp < 10) mp + 3 else mp - 9).toInt()
        return Triple(yearOfEra + era * 400 + (if (month <= 2) 1 else 0), month, day)
    }

    /** Whole milliseconds of an instant, or null outside the years 0000–9999 that ISO 8601's four digits hold. */
    fun milliseconds(instant: Instant): Long? {
        val milliseconds = instant.epochSecond * 1000 + Math.round(instant.nano / 1_000_000.0)
        if (milliseconds < -62_167_219_200_000L || milliseconds > 253_402_300_799_999L) return null
        return milliseconds
    }

    /** ISO 8601 in UTC, with milliseconds when there are any. */
    fun format(milliseconds: Long): String {
        val seconds = Math.floorDiv(milliseconds, 1000L)
        val millis = (milliseconds - seconds * 1000).toInt()
        val days = Math.floorDiv(seconds, 86_400L)
        val secondOfDay = (seconds - days * 86_400).toInt()
        val (year, month, day) = civilFromDays(days)
        fun pad(value: Long, width: Int): String {
            val text = value.toString()
            return "0".repeat(maxOf(0, width - text.length)) + text
        }
        val text = StringBuilder()
        text.append(pad(year, 4)).append('-').append(pad(month.toLong(), 2)).append('-').append(pad(day.toLong(), 2))
        text.append('T').append(pad((secondOfDay / 3600).toLong(), 2)).append(':')
        text.append(pad((secondOfDay % 3600 / 60).toLong(), 2)).append(':').append(pad((secondOfDay % 60).toLong(), 2))
        if (millis != 0) text.append('.').append(pad(millis.toLong(), 3))
        return text.append('Z').toString()
    }
}

// MARK: The parser (Parsing/Parser.swift, Parsing/ParserState.swift, Parsing/Reason.swift)

/** A parameter's value: a range of the URL, or a text of the table (`Slot`). */
internal class Slot(
    var source: Int = ABSENT, var start: Int = 0, var end: Int = 0, var plusIsSpace: Boolean = false,
    var decodes: Boolean = true
) {
    /** The checked value: an integer, a double's bits, milliseconds, an enum case, a keyword, a destination's index. */
    var payload = 0L
    var payload2 = 0L
    var uuid: UUID? = null

    fun text(url: ByteArray, table: Table): ValueText =
        ValueText(if (source == IN_TABLE) table.texts else url, start, end, plusIsSpace, decodes)

    companion object {
        const val ABSENT = 0
        const val IN_URL = 1
        const val IN_TABLE = 2
        const val IN_HOST = 3
        const val LIST = 4
    }
}

/** The most specific candidate's reason for refusing the URL (`Failure`). */
internal class Failure {
    var kind = NONE
    var ordinal = 0
    var slot = 0
    var start = 0
    var end = 0
    var plusIsSpace = false
    var captureSource = Layout.SEGMENT
    var captureFolds = false
    var captureExcluded = 0

    companion object {
        const val NONE = 0
        const val INVALID = 1
        const val MISSING = 2
        const val REPEATED = 3
        const val FORBIDDEN_KEY = 4
        const val INVALID_LABEL = 5
        const val REPEATED_KEY = 6
        const val INVALID_ITEM = 7
        const val UNKNOWN_KEY = 8
        const val REPEATED_FRAGMENT_KEY = 9
    }
}

/** A capture of a pattern: where a parameter's value is in a URL (`TableCapture`). */
internal class TableCapture(cursor: Cursor) {
    val source: Int = cursor.next()
    val slot: Int = cursor.next()
    val parameter: Int = cursor.next()
    var position = 0
    var key = TableText(0, 0)
    val fold: Boolean
    var prefix = TableText(0, 0)
    var suffix = TableText(0, 0)
    var excluded = 0

    init {
        if (source == Layout.FRAGMENT_ITEM) key = cursor.text() else if (source != Layout.FRAGMENT) position = cursor.next()
        val options = cursor.next()
        fold = options and Layout.FOLDS_KEYWORDS != 0
        if (options and Layout.AFFIXES != 0) {
            prefix = cursor.text()
            suffix = cursor.text()
        }
        if (options and Layout.EXCLUDED_KEYWORDS != 0) excluded = cursor.next()
    }

    val hasAffixes: Boolean get() = prefix.count > 0 || suffix.count > 0

    companion object {
        fun isPath(source: Int): Boolean = source == Layout.SEGMENT || source == Layout.REST

        /** How many numbers a query value's capture takes, by its options. */
        fun queryLength(options: Int): Int =
            5 + (if (options and Layout.AFFIXES != 0) 4 else 0) + (if (options and Layout.EXCLUDED_KEYWORDS != 0) 1 else 0)
    }
}

/** A pattern's parts, in the order the compiler writes them (`PatternParts`). */
internal class PatternParts(table: Table, pattern: Int, flags: Int) {
    var hostGroup = 0
    val literals: Cursor
    val forbiddenKeys: Cursor
    val setValues: Cursor
    val captureCount: Int
    val optionalQueryCaptures: Int
    val captures: Cursor

    init {
        val cursor = Cursor(table, pattern + Layout.PATTERN_PARTS)
        if (flags and Layout.READS_HOST != 0) hostGroup = cursor.next()
        literals = cursor.copy()
        // Each list's count is read before the cursor moves past its entries (`at += next()` would read `at` first).
        if (flags and Layout.FRAGMENT_LITERAL != 0) cursor.at += 2
        val queryLiterals = cursor.next()
        cursor.at += 3 * queryLiterals
        if (flags and Layout.FRAGMENT_ITEMS != 0) {
            val fragmentItems = cursor.next()
            cursor.at += 4 * fragmentItems
        }
        forbiddenKeys = cursor.copy()
        if (flags and Layout.FORBIDS_KEYS != 0) {
            val forbidden = cursor.next()
            cursor.at += forbidden
        }
        setValues = cursor.copy()
        val setCount = cursor.next()
        cursor.at += 3 * setCount
        captureCount = cursor.next()
        optionalQueryCaptures = cursor.next()
        captures = cursor.copy()
    }
}

/** How a `route` parameter's value is parsed: the route type's parse of a link, and why it refuses one. */
interface Destinations {
    fun parse(link: String): Any?
    fun error(link: String): RouteParseError?
}

/** Walks the route trie over a split URL's segments and query items, in precedence order (`Parser`). */
internal class Parser(val url: SplitURL, val destinationType: Destinations?) {
    val source = url.source
    val table = url.table
    val segments = IntArray(2 * (url.slashes + 2))
    var segmentCount = 0
    /** Five numbers per query item: key start and end, value start and end, key (-1 when no route reads it). */
    val items = IntArray(5 * (if (url.query == null) 0 else url.ampersands + 1))
    var itemCount = -1
    /** Two numbers per query key of the spec: its first item and its number of items. */
    val keys = IntArray(2 * table.queryKeys.count)
    val slots = Array(maxOf(1, table.maxParameters)) { Slot() }
    var failure = Failure()
    var matched = -1
    var matchedPattern = -1
    var onWildcard = false
    var pathTaken = false
    var choosing = false
    var excluded = false
    val destinations = ArrayList<Any>()
    val listItems = ArrayList<Slot>()

    /** The query items the matched route passes on, in URL order; null when its route passes none on. */
    fun otherQueryItems(): List<RouteQueryItem>? {
        if (!table.passesOtherQuery) return null
        val route = table.route(matched)
        val start = route.declaredKeysStart ?: return null
        val others = ArrayList<RouteQueryItem>()
        for (item in 0 until maxOf(itemCount, 0)) {
            if (isPassedOn(item, start, route.declaredKeysCount)) {
                others.add(RouteQueryItem(itemText(item, 0).string, itemText(item, 2).string))
            }
        }
        return others
    }

    fun isPassedOn(item: Int, start: Int, count: Int): Boolean {
        val key = items[5 * item + 4]
        if (key < 0) return true
        for (index in 0 until count) if (table[start + index] == key) return false
        return true
    }

    fun itemText(item: Int, part: Int): ValueText =
        ValueText(source.bytes, items[5 * item + part], items[5 * item + part + 1], true)

    fun itemWithControlCharacter(ordinal: Int): Int? {
        if (!table.passesOtherQuery) return null
        val route = table.route(ordinal)
        val start = route.declaredKeysStart ?: return null
        fun isClean(text: ValueText): Boolean = text.start == text.end || text.isClean(false)
        for (item in 0 until maxOf(itemCount, 0)) {
            if (isPassedOn(item, start, route.declaredKeysCount) && !(isClean(itemText(item, 0)) && isClean(itemText(item, 2)))) {
                return item
            }
        }
        return null
    }

    fun match(): Boolean {
        var count = 0
        if (!url.host.isEmpty) {
            segments[0] = url.host.start
            segments[1] = url.host.end
            count = 1
        }
        url.forEachSegment { segment ->
            segments[2 * count] = segment.start
            segments[2 * count + 1] = segment.end
            count += 1
        }
        segmentCount = count
        if (url.isWeb && ExcludedPaths.exclude(table, source.bytes, url.path)) {
            excluded = true
            return false
        }
        val root = if (url.isWeb) table.webRoot else table.schemeRoot
        return root != 0 && walk(root, 0) && matched >= 0
    }

    fun walk(node: Int, depth: Int): Boolean {
        val fold = table[node + Layout.NODE_FOLDS] == 1
        val ends = node + Layout.NODE_ENDS
        val terminalCount = table[ends]
        if (depth == segmentCount) {
            for (index in 0 until terminalCount) if (attempt(table[ends + 1 + index])) return true
            return pathTaken
        }
        val start = segments[2 * depth]
        val end = segments[2 * depth + 1]
        val literals = ends + 1 + terminalCount
        val literalCount = table[literals]
        var low = 0
        var high = literalCount
        val count = if (literalCount > 0) source.decodedCount(start, end) else 0
        while (low < high) {
            val middle = (low + high) / 2
            val entry = literals + 1 + Layout.CHILD_SIZE * middle
            val order = source.compare(start, end, false, fold, table.text(entry + Layout.CHILD_TEXT), count)
            if (order == 0) {
                if (walk(table[entry + Layout.CHILD_NODE], depth + 1)) return true
                break
            }
            if (order < 0) high = middle else low = middle + 1
        }
        val cursor = Cursor(table, literals + 1 + Layout.CHILD_SIZE * literalCount)
        for (placeholder in 0 until cursor.next()) {
            val matches = if (cursor.next() == Layout.RANK_AFFIXED) {
                val prefix = cursor.text()
                source.middle(start, end, false, fold, prefix, cursor.text()) != null
            } else {
                start < end
            }
            val child = cursor.next()
            if (matches && walk(child, depth + 1)) return true
        }
        for (catchAll in 0 until cursor.next()) if (attempt(cursor.next())) return true
        return pathTaken
    }

    fun readQuery() {
        if (itemCount >= 0) return
        itemCount = 0
        val queryKeys = table.queryKeys
        val keyCount = queryKeys.count
        for (key in 0 until keyCount) {
            keys[2 * key] = -1
            keys[2 * key + 1] = 0
        }
        val query = url.query ?: return
        val fold = !table.caseSensitive
        source.forEachQueryItem(query) { key, value ->
            val item = 5 * itemCount
            items[item] = key.start
            items[item + 1] = key.end
            items[item + 2] = value.start
            items[item + 3] = value.end
            items[item + 4] = -1
            var low = 0
            var high = keyCount
            val count = source.decodedCount(key.start, key.end)
            while (low < high) {
                val middle = (low + high) / 2
                val order = source.compare(key.start, key.end, true, fold, queryKeys.text(middle), count)
                if (order == 0) {
                    items[item + 4] = middle
                    if (keys[2 * middle] < 0) keys[2 * middle] = itemCount
                    keys[2 * middle + 1] += 1
                    break
                }
                if (order < 0) high = middle else low = middle + 1
            }
            itemCount += 1
        }
    }

    fun queryContains(key: Int, value: TableText): Boolean {
        if (keys[2 * key + 1] <= 0) return false
        for (item in keys[2 * key] until itemCount) {
            if (items[5 * item + 4] == key &&
                source.compare(items[5 * item + 2], items[5 * item + 3], true, !table.caseSensitive, value) == 0
            ) return true
        }
        return false
    }

    fun hasValue(key: Int): Boolean {
        if (keys[2 * key + 1] <= 0) return false
        for (item in keys[2 * key] until itemCount) {
            if (items[5 * item + 4] == key && items[5 * item + 2] < items[5 * item + 3]) return true
        }
        return false
    }

    /** The value of a key that appears once (null when absent or empty), and whether it appears twice. */
    fun queryValue(key: Int): Pair<Span?, Boolean> {
        val count = keys[2 * key + 1]
        if (count != 1) return Pair(null, count > 1)
        val item = keys[2 * key]
        val value = Span(items[5 * item + 2], items[5 * item + 3])
        return Pair(if (value.isEmpty) null else value, false)
    }

    class FragmentItems(var count: Int = 0, var value: Span? = null, var hasLiteral: Boolean = false)

    fun fragmentItems(key: TableText, literal: TableText? = null): FragmentItems {
        val found = FragmentItems()
        val fragment = url.fragment ?: return found
        val fold = !table.caseSensitive
        source.forEachQueryItem(fragment) { itemKey, value ->
            if (source.compare(itemKey.start, itemKey.end, true, fold, key) == 0) {
                found.count += 1
                if (found.count == 1 && !value.isEmpty) found.value = value
                if (literal != null && !found.hasLiteral) {
                    found.hasLiteral = source.compare(value.start, value.end, true, fold, literal) == 0
                }
            }
        }
        return found
    }

    fun attempt(pattern: Int): Boolean {
        val ordinal = table[pattern + Layout.PATTERN_ORDINAL]
        val flags = table[pattern + Layout.PATTERN_FLAGS]
        val parameterCount = table[pattern + Layout.PATTERN_PARAMETER_COUNT]
        choosing = false
        if (flags == 0 && parameterCount == 0) {
            takePath()
            matched = ordinal
            matchedPattern = pattern
            return true
        }
        for (slot in 0 until parameterCount) slots[slot] = Slot()
        if (flags == Layout.WHOLE_SEGMENTS_ONLY) {
            val cursor = Cursor(table, pattern + Layout.WHOLE_SEGMENT_CAPTURES)
            for (capture in 0 until table[pattern + Layout.WHOLE_SEGMENT_CAPTURE_COUNT]) {
                if (!fill(TableCapture(cursor), ordinal)) return false
            }
            takePath()
            matched = ordinal
            matchedPattern = pattern
            return true
        }
        val parts = PatternParts(table, pattern, flags)
        if (flags and Layout.READS_HOST != 0) {
            val group = 1 shl parts.hostGroup
            if ((url.hostGroups or url.wildcardGroups) and group == 0) return false
            onWildcard = url.hostGroups and group == 0
        }
        if (flags and Layout.READS_QUERY != 0) readQuery()
        val captureCount = parts.captureCount
        val cursor = parts.captures.copy()
        if (!passesForbiddenKeys(flags, ordinal, parts.forbiddenKeys.copy())) return false
        var pathCaptures = 0
        while (pathCaptures < captureCount && TableCapture.isPath(table[cursor.at + Layout.CAPTURE_SOURCE])) {
            if (!fill(TableCapture(cursor), ordinal)) return false
            pathCaptures += 1
        }
        takePath()
        val repeated = literalsApply(flags, parts.literals.copy()) ?: return false
        val captures = cursor.copy()
        if (flags and Layout.AFFIXES_DECIDE != 0 && !affixesApply(captures.copy(), captureCount - pathCaptures)) return false
        if (!passesRepeatedLiterals(ordinal, repeated)) return false
        val query = url.query
        val filledCount = if (query == null || query.isEmpty) captureCount - parts.optionalQueryCaptures else captureCount
        if (!fillValues(ordinal, parameterCount, captures, filledCount - pathCaptures, parts.setValues.copy())) return false
        matched = ordinal
        matchedPattern = pattern
        return true
    }

    private fun takePath() {
        if (!pathTaken) {
            pathTaken = true
            failure = Failure()
        }
        choosing = true
    }

    /** The keys given twice that a pattern fixes: a query literal's key, a fragment literal item's; -1 for none. */
    class RepeatedLiterals(var queryKey: Int = -1, var fragmentKey: Int = -1)

    private fun literalsApply(flags: Int, cursor: Cursor): RepeatedLiterals? {
        if (flags and Layout.FRAGMENT_LITERAL != 0) {
            val literal = cursor.text()
            val fragment = url.fragment
            if (fragment == null || fragment.isEmpty ||
                source.compare(fragment.start, fragment.end, false, !table.caseSensitive, literal) != 0
            ) return null
        }
        val repeated = RepeatedLiterals()
        for (literal in 0 until cursor.next()) {
            val key = cursor.next()
            if (!queryContains(key, cursor.text())) return null
            if (repeated.queryKey < 0 && keys[2 * key + 1] > 1) repeated.queryKey = key
        }
        if (flags and Layout.FRAGMENT_ITEMS != 0) {
            for (item in 0 until cursor.next()) {
                val keyAt = cursor.at
                val key = cursor.text()
                val found = fragmentItems(key, cursor.text())
                if (!found.hasLiteral) return null
                if (repeated.fragmentKey < 0 && found.count > 1) repeated.fragmentKey = keyAt
            }
        }
        return repeated
    }

    private fun affixesApply(cursor: Cursor, captureCount: Int): Boolean {
        val fold = !table.caseSensitive
        for (index in 0 until captureCount) {
            val capture = TableCapture(cursor)
            if (!capture.hasAffixes) continue
            if (capture.source == Layout.QUERY) {
                val (value, repeated) = queryValue(capture.position)
                if (!repeated && value != null &&
                    source.middle(value.start, value.end, true, fold, capture.prefix, capture.suffix) == null
                ) return false
            } else if (capture.source == Layout.FRAGMENT_ITEM) {
                val found = fragmentItems(capture.key)
                val value = found.value
                if (found.count == 1 && value != null &&
                    source.middle(value.start, value.end, true, fold, capture.prefix, capture.suffix) == null
                ) return false
            } else if (capture.source == Layout.FRAGMENT) {
                val fragment = url.fragment ?: return false
                if (source.middle(fragment.start, fragment.end, false, fold, capture.prefix, capture.suffix) == null) return false
            }
        }
        return true
    }

    private fun passesForbiddenKeys(flags: Int, ordinal: Int, forbidden: Cursor): Boolean {
        if (flags and Layout.FORBIDS_KEYS != 0) {
            for (index in 0 until forbidden.next()) {
                val entry = forbidden.next()
                val key = entry shr 1
                if (if (entry and 1 == 0) keys[2 * key + 1] > 0 else hasValue(key)) {
                    return fail(Failure.FORBIDDEN_KEY, ordinal, key, null, false)
                }
            }
        }
        if (flags and Layout.REFUSES_OTHER_QUERY != 0) {
            val route = table.route(ordinal)
            val start = route.declaredKeysStart
            if (start != null) {
                for (item in 0 until maxOf(itemCount, 0)) {
                    if (isPassedOn(item, start, route.declaredKeysCount)) return fail(Failure.UNKNOWN_KEY, ordinal, item, null, false)
                }
            }
        }
        return true
    }

    private fun passesRepeatedLiterals(ordinal: Int, repeated: RepeatedLiterals): Boolean {
        if (repeated.queryKey >= 0) return fail(Failure.REPEATED_KEY, ordinal, repeated.queryKey, null, false)
        if (repeated.fragmentKey >= 0) return fail(Failure.REPEATED_FRAGMENT_KEY, ordinal, repeated.fragmentKey, null, false)
        return true
    }

    private fun fillValues(ordinal: Int, parameterCount: Int, cursor: Cursor, filledCount: Int, setValues: Cursor): Boolean {
        for (index in 0 until filledCount) {
            val at = cursor.at
            val source = table[at + Layout.CAPTURE_SOURCE]
            if (source == Layout.QUERY && keys[2 * table[at + Layout.CAPTURE_QUERY_KEY] + 1] == 0 &&
                TableParameter(table, table[at + Layout.CAPTURE_PARAMETER]).mayBeAbsent
            ) {
                cursor.at += TableCapture.queryLength(table[at + Layout.CAPTURE_QUERY_OPTIONS])
                continue
            }
            if (!fill(TableCapture(cursor), ordinal)) return false
        }
        val route = table.route(ordinal)
        for (index in 0 until setValues.next()) {
            val slot = setValues.next()
            setFromTable(slot, route.parameter(slot), setValues.text())
        }
        for (slot in 0 until parameterCount) {
            if (slots[slot].source != Slot.ABSENT) continue
            val parameter = route.parameter(slot)
            val value = parameter.defaultValue
            if (value != null) setFromTable(slot, parameter, value)
        }
        if (table.passesOtherQuery) {
            val item = itemWithControlCharacter(ordinal)
            if (item != null) return fail(Failure.INVALID_ITEM, ordinal, item, null, false)
        }
        return true
    }

    private fun setFromTable(slot: Int, parameter: TableParameter, text: TableText) {
        val end = text.start + text.count
        var decodes = false
        for (index in text.start until end) if (table.textByte(index) == 0x25) decodes = true
        slots[slot] = Slot(Slot.IN_TABLE, text.start, end, false, decodes)
        check(slots[slot], parameter, !table.caseSensitive, 0)
    }

    private fun fill(capture: TableCapture, ordinal: Int): Boolean {
        val parameter = TableParameter(table, capture.parameter)
        val fold = !table.caseSensitive
        var range: Span? = null
        var plusIsSpace = false
        when (capture.source) {
            Layout.SEGMENT -> {
                val start = segments[2 * capture.position]
                val end = segments[2 * capture.position + 1]
                range = source.middle(start, end, false, capture.fold, capture.prefix, capture.suffix)
            }
            Layout.REST -> range = Span(segments[2 * capture.position], segments[2 * segmentCount - 1])
            Layout.HOST -> if (onWildcard) {
                if (!Bytes.areHostLabels(source.bytes, url.hostLabel.start, url.hostLabel.end, false)) {
                    return fail(Failure.INVALID_LABEL, ordinal, capture.slot, url.hostLabel, false)
                }
                range = url.hostLabel
            }
            Layout.QUERY, Layout.FRAGMENT_ITEM -> {
                if (capture.source == Layout.QUERY && parameter.isList) return fillList(capture, parameter, ordinal)
                val value: Span?
                val repeated: Boolean
                if (capture.source == Layout.QUERY) {
                    val found = queryValue(capture.position)
                    value = found.first
                    repeated = found.second
                } else {
                    val found = fragmentItems(capture.key)
                    value = if (found.count == 1) found.value else null
                    repeated = found.count > 1
                }
                if (repeated) return fail(Failure.REPEATED, ordinal, capture.slot, null, false)
                if (value != null) range = source.middle(value.start, value.end, true, fold, capture.prefix, capture.suffix)
                plusIsSpace = true
            }
            Layout.FRAGMENT -> {
                val fragment = url.fragment
                if (fragment != null && !fragment.isEmpty) {
                    range = source.middle(fragment.start, fragment.end, false, fold, capture.prefix, capture.suffix)
                }
            }
        }
        if (range == null) {
            if (parameter.mayBeAbsent) return true
            return fail(Failure.MISSING, ordinal, capture.slot, null, false)
        }
        val slot = Slot(
            if (capture.source == Layout.HOST) Slot.IN_HOST else Slot.IN_URL, range.start, range.end, plusIsSpace,
            source.decodes(range.start, range.end, plusIsSpace)
        )
        slots[capture.slot] = slot
        val inPath = capture.source == Layout.SEGMENT || capture.source == Layout.REST
        if (capture.source == Layout.REST && source.endsWithSlash(range) ||
            !check(slot, parameter, capture.fold, capture.excluded) ||
            inPath && !parameter.hasNoPathRefusal && source.pathRefusal(range) != null
        ) {
            return fail(Failure.INVALID, ordinal, capture.slot, range, plusIsSpace, capture.source, capture.fold, capture.excluded)
        }
        return true
    }

    private fun fillList(capture: TableCapture, parameter: TableParameter, ordinal: Int): Boolean {
        val key = capture.position
        if (keys[2 * key + 1] <= 0) return true
        val first = listItems.size
        for (item in keys[2 * key] until itemCount) {
            if (items[5 * item + 4] != key) continue
            val start = items[5 * item + 2]
            val end = items[5 * item + 3]
            if (start >= end) continue
            val slot = Slot(Slot.IN_URL, start, end, true, source.decodes(start, end, true))
            if (!check(slot, parameter, capture.fold, capture.excluded)) {
                return fail(Failure.INVALID, ordinal, capture.slot, Span(start, end), true, capture.source, capture.fold, capture.excluded)
            }
            listItems.add(slot)
        }
        val end = listItems.size
        if (end > first) slots[capture.slot] = Slot(Slot.LIST, first, end)
        return true
    }

    private fun fail(
        kind: Int, ordinal: Int, slot: Int, range: Span?, plusIsSpace: Boolean,
        captureSource: Int = Layout.SEGMENT, captureFolds: Boolean = false, captureExcluded: Int = 0
    ): Boolean {
        if (pathTaken && !choosing) return false
        if (failure.kind == Failure.NONE || (failure.kind == Failure.MISSING && kind != Failure.MISSING)) {
            val next = Failure()
            next.kind = kind
            next.ordinal = ordinal
            next.slot = slot
            next.start = range?.start ?: 0
            next.end = range?.end ?: 0
            next.plusIsSpace = plusIsSpace
            next.captureSource = captureSource
            next.captureFolds = captureFolds
            next.captureExcluded = captureExcluded
            failure = next
        }
        return false
    }

    /** Checks a slot's text against its parameter and keeps the parsed value in the slot. */
    private fun check(slot: Slot, parameter: TableParameter, fold: Boolean, excluded: Int): Boolean {
        val value = slot.text(source.bytes, table)
        if (!value.isClean(slot.source == Slot.IN_URL && slot.start >= url.path.start)) return false
        val constraints = parameter.constraints
        when (parameter.kind) {
            Layout.STRING -> {
                if (!parameter.isConstrained) return true
                if (slot.source == Slot.IN_HOST) return value.lowercased().fits(table, constraints)
                return value.fits(table, constraints) && (!parameter.isHostName || value.isHostName)
            }
            Layout.INT -> {
                if (parameter.hasKeywords) {
                    val keywords = parameter.keywords
                    for (index in 0 until keywords.count) {
                        if (!value.equals(table, keywords.text(index), fold)) continue
                        if (excluded != 0 && value.isListed(TextList(table, excluded), fold)) return false
                        slot.payload = index.toLong()
                        slot.payload2 = 1
                        return true
                    }
                }
                val number = value.int() ?: return false
                if (!parameter.allows(number)) return false
                slot.payload = number
                return true
            }
            Layout.DOUBLE -> {
                val number = value.double() ?: return false
                if (!parameter.allows(number)) return false
                slot.payload = java.lang.Double.doubleToRawLongBits(number)
                return true
            }
            Layout.BOOL -> {
                val trueTexts = parameter.trueTexts
                slot.payload = when {
                    value.isListed(trueTexts, fold) -> 1
                    value.isListed(TextList(table, trueTexts.end), fold) -> 0
                    else -> return false
                }
                return true
            }
            Layout.UUID_KIND -> {
                slot.uuid = value.uuid() ?: return false
                return true
            }
            Layout.DATE -> {
                slot.payload = value.milliseconds() ?: return false
                return true
            }
            Layout.ENUMERATION -> {
                var texts = TextList(table, constraints + 1)
                for (ordinal in 0 until table[constraints]) {
                    if (value.isListed(texts, fold)) {
                        slot.payload = ordinal.toLong()
                        return true
                    }
                    texts = TextList(table, texts.end)
                }
                return false
            }
            else -> {
                val destination = destination(value.string) ?: return false
                slot.payload = destinations.size.toLong()
                destinations.add(destination)
                return true
            }
        }
    }

    private fun destinationLink(text: String): String =
        if (text.startsWith("/") && !text.startsWith("//") && table.webBase.count > 0) table.string(table.webBase) + text else text

    private fun destination(text: String): Any? = destinationType?.parse(destinationLink(text))

    private val failedParameter: TableParameter get() = table.route(failure.ordinal).parameter(failure.slot)

    fun error(): RouteParseError {
        if (excluded) return RouteParseError.ExcludedPath(url.displayPath)
        return when (failure.kind) {
            Failure.NONE -> RouteParseError.NoRoute(url.displayPath)
            Failure.FORBIDDEN_KEY -> RouteParseError.ForbiddenQueryKey(table.string(table.queryKeys.text(failure.slot)))
            Failure.REPEATED_KEY -> RouteParseError.RepeatedParameter(table.string(table.queryKeys.text(failure.slot)))
            Failure.REPEATED_FRAGMENT_KEY -> RouteParseError.RepeatedParameter(table.string(table.text(failure.slot)))
            Failure.UNKNOWN_KEY -> RouteParseError.ForbiddenQueryKey(itemText(failure.slot, 0).string)
            Failure.INVALID_ITEM ->
                RouteParseError.InvalidParameter(itemText(failure.slot, 0).string, itemText(failure.slot, 2).string, Reason.control)
            Failure.INVALID -> {
                val parameter = failedParameter
                val name = table.string(parameter.name)
                val value = ValueText(source.bytes, failure.start, failure.end, failure.plusIsSpace)
                if (failure.captureSource == Layout.HOST) {
                    val lowered = value.lowercased()
                    RouteParseError.InvalidParameter(name, lowered.string, reason(lowered, parameter))
                } else {
                    RouteParseError.InvalidParameter(name, value.string, reason(value, parameter))
                }
            }
            Failure.INVALID_LABEL -> RouteParseError.InvalidParameter(
                table.string(failedParameter.name), url.lowercasedText(Span(failure.start, failure.end)), Reason.hostLabel
            )
            Failure.MISSING -> RouteParseError.MissingParameter(table.string(failedParameter.name))
            else -> RouteParseError.RepeatedParameter(table.string(failedParameter.name))
        }
    }

    /** The reason a captured value failed its checks in `fill`, found again once no route accepts the URL. */
    private fun reason(value: ValueText, parameter: TableParameter): String {
        val range = Span(value.start, value.end)
        val captureSource = failure.captureSource
        if (captureSource == Layout.SEGMENT || captureSource == Layout.REST) {
            val refusal = source.pathRefusal(range)
            if (refusal != null) return refusal
        }
        if (captureSource == Layout.REST && source.endsWithSlash(range)) return Reason.trailingSlash
        val text = value.string
        val isDestination = parameter.kind == Layout.DESTINATION
        val routeType = destinationType
        if (isDestination && routeType == null) return Reason.nested
        if (!isDestination && text.length == 0) return Reason.empty
        var index = 0
        while (index < text.length) {
            val scalar = text.codePointAt(index)
            if (Reason.isControl(scalar)) return Reason.control
            index += Character.charCount(scalar)
        }
        if (isDestination && routeType != null) return Reason.notALink(routeType.error(destinationLink(text)))
        val constraints = parameter.constraints
        fun strings(list: TextList): List<String> = (0 until list.count).map { table.string(list.text(it)) }
        when (parameter.kind) {
            Layout.STRING -> {
                var length = 0
                var refused = -1
                var at = 0
                while (at < text.length) {
                    val scalar = text.codePointAt(at)
                    if (refused < 0 && !parameter.allowsCharacter(scalar)) refused = scalar
                    length += 1
                    at += Character.charCount(scalar)
                }
                val minimum = table[constraints + Layout.MINIMUM_LENGTH]
                val maximum = table[constraints + Layout.MAXIMUM_LENGTH]
                if (minimum > 0 && length < minimum) return Reason.shorter(minimum)
                if (maximum > 0 && length > maximum) return Reason.longer(maximum)
                if (refused < 0) return Reason.hostName
                return Reason.outside(refused, table.string(parameter.characters))
            }
            Layout.INT -> {
                val keywords = if (parameter.hasKeywords) strings(parameter.keywords) else emptyList()
                if (failure.captureExcluded != 0 && value.isListed(TextList(table, failure.captureExcluded), failure.captureFolds)) {
                    return Reason.writtenDifferently(url.isWeb)
                }
                val number = value.int() ?: return Reason.notInteger(keywords)
                if (parameter.hasMinimum && number < parameter.minimum) return Reason.less(parameter.minimum.toString())
                return if (parameter.hasMaximum) Reason.greater(parameter.maximum.toString()) else "is greater than its maximum"
            }
            Layout.DOUBLE -> {
                val number = value.double() ?: return Reason.notDecimal
                val minimum = java.lang.Double.longBitsToDouble(parameter.minimum)
                if (parameter.hasMinimum && number < minimum) return Reason.less(Numbers.describe(minimum))
                return if (parameter.hasMaximum) Reason.greater(Numbers.describe(java.lang.Double.longBitsToDouble(parameter.maximum)))
                else "is greater than its maximum"
            }
            Layout.BOOL -> return Reason.oneOf(strings(parameter.trueTexts) + strings(parameter.falseTexts))
            Layout.UUID_KIND -> return Reason.notUUID
            Layout.DATE -> return Reason.notDate
            Layout.ENUMERATION -> {
                val wires = ArrayList<String>()
                var texts = TextList(table, constraints + 1)
                for (ordinal in 0 until table[constraints]) {
                    wires.add(table.string(texts.text(0)))
                    texts = TextList(table, texts.end)
                }
                return Reason.oneOf(wires)
            }
            else -> throw IllegalStateException("a destination's refusal is its parse's, found above")
        }
    }
}

// MARK: Excluded paths (Parsing/ExcludedPaths.swift)

/** The paths the app's AASA file excludes (`aasa.exclude`), which the parser refuses too (`ExcludedPaths`). */
internal object ExcludedPaths {
    private val unreservedLow = 0x03FF600000000000L
    private val unreservedHigh = 0x47FFFFFE87FFFFFEL

    private fun isUnreserved(byte: Int): Boolean =
        if (byte < 64) unreservedLow ushr byte and 1L != 0L else byte < 128 && unreservedHigh ushr (byte - 64) and 1L != 0L

    fun exclude(table: Table, bytes: ByteArray, path: Span): Boolean {
        val list = table.excludedPaths
        if (list.count == 0) return false
        val fold = !table.caseSensitive
        val text = normalized(bytes, path.start, path.end)
        for (index in 0 until list.count) {
            val pattern = list.text(index)
            val wanted = normalized(table.texts, pattern.start, pattern.start + pattern.count)
            if (glob(wanted, wanted.size, text, fold)) return true
            val end = wanted.size
            if (end > 2 && Bytes.u(wanted, end - 1) == 0x2A && Bytes.u(wanted, end - 2) == 0x2F && glob(wanted, end - 2, text, fold)) {
                return true
            }
        }
        return false
    }

    fun normalized(bytes: ByteArray, start: Int, end: Int): ByteArray {
        val output = java.io.ByteArrayOutputStream(maxOf(end - start, 1))
        var at = start
        while (at < end) {
            var byte = Bytes.u(bytes, at)
            if (byte == 0x25 && Bytes.isEscape(bytes, at, end)) {
                val decoded = Bytes.hexValue(Bytes.u(bytes, at + 1)) shl 4 or Bytes.hexValue(Bytes.u(bytes, at + 2))
                if (isUnreserved(decoded)) {
                    byte = decoded
                    at += 2
                }
            }
            output.write(byte)
            at += 1
        }
        var result = output.toByteArray()
        if (result.isEmpty()) result = byteArrayOf(0x2F)
        if (result.size > 1 && Bytes.u(result, result.size - 1) == 0x2F) result = result.copyOf(result.size - 1)
        return result
    }

    /** Apple's glob: `*` any run of bytes, `?` one; backtracks to the last `*` only. */
    fun glob(pattern: ByteArray, patternCount: Int, text: ByteArray, fold: Boolean): Boolean {
        fun same(a: Int, b: Int): Boolean = a == b || fold && a or 0x20 == b or 0x20 && (a or 0x20) in 0x61..0x7A
        var p = 0
        var t = 0
        var star = -1
        var resume = 0
        while (t < text.size) {
            if (p < patternCount && Bytes.u(pattern, p) == 0x2A) {
                star = p
                resume = t
                p += 1
            } else if (p < patternCount && (Bytes.u(pattern, p) == 0x3F || same(Bytes.u(pattern, p), Bytes.u(text, t)))) {
                p += 1
                t += 1
            } else if (star >= 0) {
                resume += 1
                p = star + 1
                t = resume
            } else {
                return false
            }
        }
        while (p < patternCount && Bytes.u(pattern, p) == 0x2A) p += 1
        return p == patternCount
    }
}

// MARK: What a parse hands a route type (Parsing/Values.swift, API/Entry.swift)

/** A query item that a route with `otherQuery` passes on: its name and value, decoded. */
data class RouteQueryItem(val name: String, val value: String)

/** The checked values of a parsed URL, by parameter: what the parser hands to a route type's `make`. */
class Values internal constructor(
    private val bytes: ByteArray, private val table: Table, private val slots: Array<Slot>,
    private val destinations: List<Any>, private val otherItems: List<RouteQueryItem>?,
    private val listItems: List<Slot>
) {
    private fun value(slot: Int): Slot = if (slot >= 0) slots[slot] else listItems[slot.inv()]

    /** A list parameter's items, as slots the other accessors read. */
    fun list(slot: Int): List<Int> {
        val list = slots[slot]
        return if (list.source == Slot.LIST) (list.start until list.end).map { it.inv() } else emptyList()
    }

    fun has(slot: Int): Boolean = value(slot).source != Slot.ABSENT
    fun otherQuery(): List<RouteQueryItem> = otherItems ?: emptyList()

    fun text(slot: Int): String {
        val value = value(slot)
        if (value.source == Slot.IN_HOST) return Bytes.lowercasedText(bytes, value.start, value.end)
        return value.text(bytes, table).string
    }

    fun long(slot: Int): Long = value(slot).payload
    fun int(slot: Int): Int = value(slot).payload.toInt()
    fun double(slot: Int): Double = java.lang.Double.longBitsToDouble(value(slot).payload)
    fun bool(slot: Int): Boolean = value(slot).payload == 1L
    fun uuid(slot: Int): UUID = value(slot).uuid!!
    fun instant(slot: Int): Instant = Instant.ofEpochMilli(value(slot).payload)
    fun milliseconds(slot: Int): Long = value(slot).payload
    /** An enum value's position in its cases, or a keyword's in its keywords. */
    fun position(slot: Int): Int = value(slot).payload.toInt()
    fun isKeyword(slot: Int): Boolean = value(slot).payload2 == 1L
    fun destination(slot: Int): Any = destinations[value(slot).payload.toInt()]
}

/** Parses URLs with a route table, and what else the runtime shares with generated route types. */
object RouteGen {
    /** Parses `text` with `routeTable`, and hands the route that accepts it and its values to `make` (which
     * returns null for a retired route); throws why no route accepts it. */
    fun <Route> parse(
        text: String, routeTable: RouteTable, destinations: Destinations?, make: (Int, Values) -> Route?
    ): Route {
        val table = Table(routeTable)
        val bytes = text.toByteArray(Charsets.UTF_8)
        return parse(bytes, false, table, destinations, make)
    }

    private fun <Route> parse(
        bytes: ByteArray, rewritten: Boolean, table: Table, destinations: Destinations?, make: (Int, Values) -> Route?
    ): Route {
        if (bytes.isEmpty()) throw RouteParseException(RouteParseError.MalformedURL("it has no scheme"))
        val url = SplitURL(bytes, table)
        val failure = url.split()
        var mayBeRewritten = url.rewritten
        when {
            failure == null -> {}
            failure is RouteParseError.MalformedURL || failure is RouteParseError.UrlTooLong ||
                failure == RouteParseError.PortNotAllowed("") -> mayBeRewritten = true
            else -> mayBeRewritten = mayBeRewritten || bytes.size * 3 > table.maxURLLength
        }
        if (mayBeRewritten && !rewritten) {
            val copy = URLRules.browserRewrite(bytes)
            if (copy != null) {
                if (copy.size > table.maxURLLength) {
                    throw RouteParseException(RouteParseError.UrlTooLong(copy.size, table.maxURLLength))
                }
                return parse(copy, true, table, destinations, make)
            }
        }
        if (failure != null) throw RouteParseException(failure)
        val parser = Parser(url, destinations)
        if (!parser.match()) throw RouteParseException(parser.error())
        val values = Values(
            bytes, table, parser.slots, parser.destinations, parser.otherQueryItems(), parser.listItems
        )
        val route = make(parser.matched, values)
        if (route == null) {
            val details = table.route(parser.matched)
            throw RouteParseException(RouteParseError.Retired(table.string(details.name), table.string(details.summary)))
        }
        return route
    }
}

// MARK: Numbers as Swift writes them

/** Doubles as Swift's `description` writes them (the shortest text that reads back as the value): builders and
 * `parameters` write them so, and errors name bounds so. The JVM's `toString` writes `1.0E-5` for `1e-05`. */
internal object Numbers {
    fun describe(value: Double): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value > 0) "inf" else "-inf"
        if (value == 0.0) return if (1.0 / value < 0) "-0.0" else "0.0"
        val magnitude = Math.abs(value)
        val shortest = shortest(magnitude)
        val sign = if (value < 0) "-" else ""
        if (magnitude >= 1e-4 && magnitude <= 9007199254740992.0) {
            val plain = shortest.toPlainString()
            return sign + if (plain.contains('.')) plain else "$plain.0"
        }
        val digits = shortest.unscaledValue().toString()
        val exponent = digits.length - shortest.scale() - 1
        val mantissa = if (digits.length == 1) digits else digits.substring(0, 1) + "." + digits.substring(1)
        val power = Math.abs(exponent).toString()
        return sign + mantissa + "e" + (if (exponent < 0) "-" else "+") + (if (power.length < 2) "0$power" else power)
    }

    /** The decimal with the fewest digits that reads back as `magnitude`, the closest of those. */
    private fun shortest(magnitude: Double): java.math.BigDecimal {
        val exact = java.math.BigDecimal(magnitude)
        for (precision in 1..17) {
            var best: java.math.BigDecimal? = null
            for (mode in arrayOf(java.math.RoundingMode.HALF_EVEN, java.math.RoundingMode.FLOOR, java.math.RoundingMode.CEILING)) {
                val candidate = exact.round(java.math.MathContext(precision, mode))
                if (candidate.toDouble() != magnitude) continue
                val current = best
                if (current == null || candidate.subtract(exact).abs() < current.subtract(exact).abs()) best = candidate
            }
            val found = best
            if (found != null) return found.stripTrailingZeros()
        }
        return exact.stripTrailingZeros()
    }
}
