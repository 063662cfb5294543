package dev.tablewright.format.json;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's reading limits ({@code StreamReadConstraints}) in the user's terms: what was too big,
 * the limit, and what DynamoDB itself allows, instead of Jackson's getter names.
 */
public final class JsonLimits {
    private static final Pattern LIMIT = Pattern.compile("exceeds the maximum allowed \\((\\d+), from `StreamReadConstraints\\.(\\w+)\\(\\)`");

    private JsonLimits() {
    }

    /** The message for one of Jackson's constraint messages; an unknown one is passed on, prefixed. */
    public static String describe(String jacksonMessage) {
        String message = jacksonMessage == null ? "" : jacksonMessage;
        Matcher m = LIMIT.matcher(message);
        if (m.find()) {
            String limit = String.format(Locale.ROOT, "%,d", Long.parseLong(m.group(1)));
            switch (m.group(2)) {
                case "getMaxNestingDepth":
                    return "the JSON is nested deeper than " + limit + " levels; DynamoDB allows 32";
                case "getMaxNumberLength":
                    return "a number has more than " + limit + " digits; DynamoDB numbers have at most 38";
                case "getMaxStringLength":
                    return "a string is longer than " + limit + " characters; a DynamoDB item is at most 400 KB";
                case "getMaxNameLength":
                    return "a key is longer than " + limit + " characters; a DynamoDB attribute name is at most 64 KB";
                case "getMaxDocumentLength":
                    return "the file is longer than " + limit + " characters, more than can be read";
                case "getMaxTokenCount":
                    return "the file holds more than " + limit + " JSON values, more than can be read";
                default:
                    break;
            }
        }
        return "the JSON goes beyond a reading limit: " + message.replaceAll(",? ?from `[^`]*`", "").strip();
    }
}
