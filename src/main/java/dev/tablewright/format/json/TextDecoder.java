package dev.tablewright.format.json;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * File bytes to text. Model files are UTF-8; a byte-order mark is skipped, and since Windows tools
 * sometimes save UTF-16, that is read too (with a note, the file is saved back as UTF-8). Bytes
 * that are not UTF-8 are an error but do not stop the reading. The text is decoded as it is read,
 * so a large file is never held whole.
 */
public final class TextDecoder {

    private TextDecoder() {
    }

    public static String decode(byte[] bytes, Diagnostics diagnostics) {
        StringBuilder text = new StringBuilder(bytes.length);
        try (Reader reader = reader(new ByteArrayInputStream(bytes), diagnostics)) {
            char[] chunk = new char[8192];
            for (int n; (n = reader.read(chunk)) >= 0; ) {
                text.append(chunk, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // bytes in memory cannot fail to be read
        }
        return text.toString();
    }

    /** The text of {@code in}, after its byte-order mark; the caller closes it. */
    public static Reader reader(InputStream in, Diagnostics diagnostics) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
        buffered.mark(3);
        byte[] start = buffered.readNBytes(3);
        buffered.reset();
        if (startsWith(start, 0xEF, 0xBB, 0xBF)) {
            buffered.skipNBytes(3);
        } else if (startsWith(start, 0xFE, 0xFF) || startsWith(start, 0xFF, 0xFE)) {
            diagnostics.info("", "the file is UTF-16 text; it will be saved as UTF-8");
            return new InputStreamReader(buffered, StandardCharsets.UTF_16);
        }
        return new Utf8Reader(buffered, diagnostics);
    }

    /**
     * UTF-8 that reports the first byte that is not UTF-8 at its {@code line:column} (columns in
     * bytes: close enough for a broken file) and reads every such sequence as U+FFFD.
     */
    private static final class Utf8Reader extends Reader {
        private final InputStream in;
        private final Diagnostics diagnostics;
        private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16).flip();
        private boolean end;
        private boolean flushed;
        private boolean reported;
        /** The file position of {@code bytes[0]}, and how far lines are counted (buffer index). */
        private long bufferStart;
        private int counted;
        private int line = 1;
        private long lineStart;

        Utf8Reader(InputStream in, Diagnostics diagnostics) {
            this.in = in;
            this.diagnostics = diagnostics;
        }

        @Override
        public int read(char[] target, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            CharBuffer out = CharBuffer.wrap(target, offset, length);
            while (out.position() == offset && !flushed) {
                CoderResult result = decoder.decode(bytes, out, end);
                if (result.isError()) {
                    if (!out.hasRemaining()) {
                        break; // decoded again on the next call, with room for the replacement
                    }
                    report(bytes.position());
                    bytes.position(bytes.position() + result.length());
                    out.put('\uFFFD');
                } else if (result.isOverflow()) {
                    break; // only when asked for one char and the next is a surrogate pair: Jackson asks for more
                } else if (result.isUnderflow()) {
                    if (end) {
                        decoder.flush(out);
                        flushed = true;
                    } else {
                        fill();
                    }
                }
            }
            int n = out.position() - offset;
            return n == 0 && flushed ? -1 : n;
        }

        private void fill() throws IOException {
            countLines(bytes.position());
            int kept = bytes.position();
            bytes.compact();
            bufferStart += kept;
            counted -= kept;
            int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
            if (n < 0) {
                end = true;
            } else {
                bytes.position(bytes.position() + n);
            }
            bytes.flip();
        }

        private void countLines(int upTo) {
            byte[] array = bytes.array();
            for (; counted < upTo; counted++) {
                if (array[counted] == '\n') {
                    line++;
                    lineStart = bufferStart + counted + 1;
                }
            }
        }

        private void report(int at) {
            if (reported) {
                return;
            }
            reported = true;
            countLines(at);
            long position = bufferStart + at;
            diagnostics.error(line + ":" + (position - lineStart + 1), "the file is not valid UTF-8 text (byte "
                    + position + "); unreadable bytes were replaced by U+FFFD and will be saved that way");
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
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
