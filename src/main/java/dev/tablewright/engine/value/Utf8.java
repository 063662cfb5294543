package dev.tablewright.engine.value;

/**
 * String order as DynamoDB applies it: by the unsigned bytes of the UTF-8 encoding. UTF-8 byte order
 * equals code point order, so strings are compared without encoding them.
 * {@link String#compareTo} compares UTF-16 units and differs for characters outside the BMP: it puts
 * "😀" (a surrogate pair, 0xD83D…) before "\uFFFF", DynamoDB puts it after.
 */
public final class Utf8 {
    private Utf8() {
    }

    public static int compare(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char ca = a.charAt(i);
            char cb = b.charAt(i);
            if (ca != cb) {
                // UTF-16 order is code point order except where a surrogate (a code point above
                // U+FFFF) meets a char in U+E000..U+FFFF; at the first difference only that case
                // needs the code point view. Comparing chars keeps the common case as cheap as compareTo.
                if (ca >= Character.MIN_SURROGATE && cb >= Character.MIN_SURROGATE) {
                    boolean sa = Character.isSurrogate(ca);
                    boolean sb = Character.isSurrogate(cb);
                    if (sa != sb) {
                        return sa ? 1 : -1;
                    }
                }
                return ca - cb;
            }
        }
        return a.length() - b.length();
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
