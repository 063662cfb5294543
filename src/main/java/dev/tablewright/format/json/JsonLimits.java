package dev.tablewright.format.json;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's limits ({@code StreamReadConstraints}, {@code StreamWriteConstraints}) in the user's terms: what was too big,
 * the limit, and what DynamoDB itself allows, instead of Jackson's getter names.
 */
public final class JsonLimits {
    private static final Pattern LIMIT = Pattern.compile(
            "exceeds the maximum allowed \\((\\d+), from `Stream(?:Read|Write)Constraints\\.(\\w+)\\(\\)`");

    /** By Jackson's getter: what went beyond its limit ({@code %s}), and what DynamoDB allows. */
    private static final Map<String, String> WORDS = Map.of(
            "getMaxNestingDepth", "the JSON is nested deeper than %s levels; DynamoDB allows 32",
            "getMaxNumberLength", "a number has more than %s digits; DynamoDB numbers have at most 38",
            "getMaxStringLength", "a string is longer than %s characters; a DynamoDB item is at most 400 KB",
            "getMaxNameLength", "a key is longer than %s characters; a DynamoDB attribute name is at most 64 KB",
            "getMaxDocumentLength", "the file is longer than %s characters, more than can be read",
            "getMaxTokenCount", "the file holds more than %s JSON values, more than can be read");

    private JsonLimits() {
    }

    /** The message for one of Jackson's constraint messages; an unknown one is passed on, prefixed. */
    public static String describe(String jacksonMessage) {
        String message = jacksonMessage == null ? "" : jacksonMessage;
        Matcher m = LIMIT.matcher(message);
        String words = m.find() ? WORDS.get(m.group(2)) : null;
        if (words != null) {
            return words.formatted(String.format(Locale.ROOT, "%,d", Long.parseLong(m.group(1))));
        }
        return "the JSON goes beyond a reading limit: " + message.replaceAll(",? ?from `[^`]*`", "").strip();
    }
}
