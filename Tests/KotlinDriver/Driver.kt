// The Kotlin runtime's test driver: reads tables and links from standard input, parses each link with the Kotlin
// runtime, and writes what it read, for the Swift tests to compare with the Swift runtime's reading of the same
// table (KotlinRuntime.swift). A line in, a line out; texts as hex of their UTF-8, so that any byte passes.
//
//   table <digits> <texts>     the table the links after it are read with (answers "ok")
//   parse <link>               answers "route <ordinal> <slot>…[ other <key>=<value>,…]" or "error <kind> <message>"
package routegen

import java.io.BufferedReader
import java.io.InputStreamReader
import java.io.PrintStream

private fun hex(bytes: ByteArray): String {
    val digits = "0123456789abcdef"
    val text = StringBuilder(bytes.size * 2 + 1)
    text.append('x')
    for (byte in bytes) {
        val value = byte.toInt() and 0xFF
        text.append(digits[value shr 4]).append(digits[value and 15])
    }
    return text.toString()
}

private fun hex(text: String): String = hex(text.toByteArray(Charsets.UTF_8))

private fun unhex(text: String): ByteArray {
    val body = text.substring(1)
    return ByteArray(body.length / 2) { Integer.parseInt(body.substring(2 * it, 2 * it + 2), 16).toByte() }
}

private fun slotText(values: Values, slot: Int, kind: Int, hasKeywords: Boolean): String = when (kind) {
    Layout.STRING, Layout.DESTINATION -> "s:" + hex(values.text(slot))
    Layout.INT -> if (hasKeywords && values.isKeyword(slot)) "k:" + values.position(slot) else "i:" + values.long(slot)
    Layout.DOUBLE -> "d:" + java.lang.Double.doubleToRawLongBits(values.double(slot))
    Layout.BOOL -> "b:" + (if (values.bool(slot)) 1 else 0)
    Layout.UUID_KIND -> "u:" + values.uuid(slot).toString()
    Layout.DATE -> "t:" + values.milliseconds(slot)
    else -> "e:" + values.position(slot)
}

fun main() {
    val input = BufferedReader(InputStreamReader(System.`in`, Charsets.UTF_8))
    val output = PrintStream(System.out, false, "UTF-8")
    var routeTable: RouteTable? = null
    while (true) {
        val line = input.readLine() ?: return
        val fields = line.split(' ')
        when (fields[0]) {
            "table" -> {
                val digits = String(unhex(fields[1]), Charsets.UTF_8)
                val texts = String(unhex(fields[2]), Charsets.UTF_8)
                routeTable = try {
                    RouteTable(digits, texts, "the test's table")
                } catch (error: IllegalStateException) {
                    null
                }
                output.println(if (routeTable == null) "refused" else "ok")
            }
            "parse" -> {
                val readTable = routeTable
                val link = String(unhex(fields[1]), Charsets.UTF_8)
                val answer = if (readTable == null) "no table" else try {
                    val table = Table(readTable)
                    RouteGen.parse(link, readTable, null) { ordinal, values ->
                        val route = table.route(ordinal)
                        val slots = ArrayList<String>()
                        for (slot in 0 until route.parameterCount) {
                            val parameter = route.parameter(slot)
                            slots.add(
                                when {
                                    !values.has(slot) -> "-"
                                    parameter.isList -> "L" + values.list(slot).joinToString(";") {
                                        slotText(values, it, parameter.kind, parameter.hasKeywords)
                                    }
                                    else -> slotText(values, slot, parameter.kind, parameter.hasKeywords)
                                }
                            )
                        }
                        val others = values.otherQuery()
                        val other = if (others.isEmpty()) "" else " other " + others.joinToString(",") { hex(it.name) + "=" + hex(it.value) }
                        if (route.access == Layout.RETIRED) null else "route $ordinal " + slots.joinToString(" ") + other
                    }
                } catch (error: RouteParseException) {
                    "error " + error.kind + " " + hex(error.error.message)
                } catch (error: Throwable) {
                    // A crash of the runtime is an answer too: the Swift runtime never crashes on a link.
                    "crash " + error.javaClass.name + " " + hex(error.stackTrace.take(4).joinToString(" < ") + ": " + error.message)
                }
                output.println(answer.trimEnd())
            }
            else -> output.println("unknown " + fields[0])
        }
        output.flush()
    }
}
