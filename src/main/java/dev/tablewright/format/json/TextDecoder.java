package dev.tablewright.format.json;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * File bytes to text. Model files are UTF-8; a byte-order mark is skipped, and since Windows tools
 * sometimes save UTF-16, that is read too (with a note, the file is saved back as UTF-8). Bytes
 * that are not UTF-8 are an error but do not stop the reading.
 */
public final class TextDecoder {

    private TextDecoder() {
    }

    public static String decode(byte[] bytes, Diagnostics diagnostics) {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return utf8(bytes, 3, diagnostics);
        }
        if (startsWith(bytes, 0xFE, 0xFF) || startsWith(bytes, 0xFF, 0xFE)) {
            diagnostics.info("", "the file is UTF-16 text; it will be saved as UTF-8");
            return new String(bytes, StandardCharsets.UTF_16);
        }
        return utf8(bytes, 0, diagnostics);
    }

    private static String utf8(byte[] bytes, int offset, Diagnostics diagnostics) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        CharBuffer out = CharBuffer.allocate(bytes.length - offset);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int bad = in.position();
            diagnostics.error(lineColumn(bytes, offset, bad), "the file is not valid UTF-8 text (byte " + (bad - offset)
                    + "); unreadable bytes were replaced by U+FFFD and will be saved that way");
            return new String(bytes, offset, bytes.length - offset, StandardCharsets.UTF_8);
        }
        return out.flip().toString();
    }

    /** {@code line:column} of a byte, counting columns in bytes (close enough for a broken file). */
    private static String lineColumn(byte[] bytes, int start, int position) {
        int line = 1;
        int lineStart = start;
        for (int i = start; i < position; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return line + ":" + (position - lineStart + 1);
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
