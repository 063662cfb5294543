package dev.tablewright.engine.value;

/**
 * String order as DynamoDB applies it: by the unsigned bytes of the UTF-8 encoding. UTF-8 byte order
 * equals code point order, so strings are compared code point by code point without encoding them.
 * {@link String#compareTo} compares UTF-16 units and differs for characters outside the BMP: it puts
 * "😀" (a surrogate pair, 0xD83D…) before "\uFFFF", DynamoDB puts it after.
 */
public final class Utf8 {
    private Utf8() {
    }

    public static int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** The number of bytes of the UTF-8 encoding (what DynamoDB's key and item size limits count). */
    public static int byteLength(String s) {
        int bytes = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            i += Character.charCount(cp);
        }
        return bytes;
    }
}
