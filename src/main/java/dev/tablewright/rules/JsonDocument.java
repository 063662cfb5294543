package dev.tablewright.rules;

import java.util.Optional;

/**
 * Whether a text is one JSON object (RFC 8259), for resource policies: the rules may not use the
 * format layer's JSON library, and only the shape matters here, so this is a strict recognizer that
 * builds nothing. It says where the text stops being a JSON object.
 */
final class JsonDocument {
    private static final int MAX_DEPTH = 512;

    private final String text;
    private int at;
    private int depth;

    private JsonDocument(String text) {
        this.text = text;
    }

    /** Empty when {@code text} is exactly one JSON object (white space around it allowed), else why not. */
    static Optional<String> objectProblem(String text) {
        JsonDocument d = new JsonDocument(text);
        try {
            d.space();
            if (d.at >= text.length() || text.charAt(d.at) != '{') {
                return Optional.of(d.at >= text.length() ? "it is empty" : "it does not start with '{'");
            }
            d.value();
            d.space();
            if (d.at < text.length()) {
                throw d.fail("text after the object");
            }
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    private void value() {
        space();
        if (at >= text.length()) {
            throw fail("it ends where a value should be");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true");
            case 'f' -> word("false");
            case 'n' -> word("null");
            default -> number();
        }
    }

    private void object() {
        nest();
        at++;
        space();
        if (peek() == '}') {
            at++;
            depth--;
            return;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw fail("a member name must be a string in double quotes");
            }
            string();
            space();
            expect(':');
            value();
            space();
            if (peek() == ',') {
                at++;
            } else {
                close('}');
                return;
            }
        }
    }

    private void array() {
        nest();
        at++;
        space();
        if (peek() == ']') {
            at++;
            depth--;
            return;
        }
        while (true) {
            value();
            space();
            if (peek() == ',') {
                at++;
            } else {
                close(']');
                return;
            }
        }
    }

    private void string() {
        at++;
        while (at < text.length()) {
            char c = text.charAt(at++);
            if (c == '"') {
                return;
            }
            if (c == '\\') {
                escape();
            } else if (c < 0x20) {
                at--;
                throw fail("a control character inside a string");
            }
        }
        throw fail("a string is not closed");
    }

    private void escape() {
        if (at >= text.length()) {
            throw fail("a string is not closed");
        }
        char e = text.charAt(at++);
        if (e == 'u') {
            for (int i = 0; i < 4; i++) {
                if (at >= text.length() || Character.digit(text.charAt(at), 16) < 0) {
                    throw fail("a \\u escape needs four hex digits");
                }
                at++;
            }
        } else if ("\"\\/bfnrt".indexOf(e) < 0) {
            at--;
            throw fail("an unknown escape \\" + e);
        }
    }

    private void number() {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        if (peek() == '0') {
            at++;
        } else if (!digits()) {
            at = start;
            throw fail("an unexpected character '" + text.charAt(start) + "'");
        }
        if (peek() == '.') {
            at++;
            if (!digits()) {
                throw fail("a number needs digits after '.'");
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            at++;
            if (peek() == '+' || peek() == '-') {
                at++;
            }
            if (!digits()) {
                throw fail("a number needs digits in its exponent");
            }
        }
    }

    private boolean digits() {
        int start = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        return at > start;
    }

    private void word(String w) {
        if (!text.startsWith(w, at)) {
            throw fail("an unexpected character '" + text.charAt(at) + "'");
        }
        at += w.length();
    }

    private void nest() {
        if (++depth > MAX_DEPTH) {
            throw fail("it nests deeper than " + MAX_DEPTH + " levels");
        }
    }

    private void expect(char c) {
        if (peek() != c) {
            throw fail(at >= text.length() ? "it ends before '" + c + "'" : "'" + c + "' expected");
        }
        at++;
    }

    /** The end of an object or array, where a ',' could have come instead. */
    private void close(char c) {
        if (peek() != c) {
            throw fail(at >= text.length() ? "it ends before '" + c + "'" : "',' or '" + c + "' expected");
        }
        at++;
        depth--;
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private IllegalArgumentException fail(String why) {
        return new IllegalArgumentException(why + " at character " + (at + 1));
    }
}
