package dev.tablewright.aws.differential;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Error messages where the engine deliberately says what DynamoDB says and DynamoDB Local says
 * something else (docs/engine-differences.md lists each one). Any other message must match exactly.
 */
final class KnownDifferences {
    private record Pair(Pattern local, Pattern engine) {
    }

    private static final List<Pair> PAIRS = List.of(
            pair("Cannot do operations on a non-existent table", "Requested resource not found"),
            pair("The number of conditions on the keys is invalid", "The provided key element does not match the schema"),
            pair("One or more parameter values were invalid: Type mismatch for key",
                    "(The provided key element does not match the schema|One or more parameter values were invalid: "
                            + "Type mismatch for key \\S+ expected: [SNB] actual: \\S+)"),
            pair("One of the required keys was not given a value",
                    "(One or more parameter values were invalid: Missing the key \\S+ in the item"
                            + "|The provided key element does not match the schema)"),
            pair("One or more parameter values were invalid: Type mismatch for Index Key",
                    "One or more parameter values were invalid: Type mismatch for Index Key \\S+ Expected: [SNB] "
                            + "Actual: \\S+ IndexName: \\S+"),
            pair("Hash primary key values must be under 2048 bytes, and range primary key values must be under 1024 bytes",
                    "One or more parameter values were invalid: (Size of hashkey has exceeded the maximum size limit "
                            + "of2048 bytes|Aggregated size of all range keys has exceeded the size limit of 1024 bytes)"),
            regex("Consistent read cannot be true when (querying|scanning) a GSI",
                    "Consistent reads are not supported on global secondary indexes"),
            pair("Limit must be greater than or equal to 1",
                    "1 validation error detected: Value '-?\\d+' at 'limit' failed to satisfy constraint: "
                            + "Member must have value greater than or equal to 1"),
            pair("If segment is specified, total segment must also be specified",
                    "The TotalSegments parameter is required but was not present in the request when Segment "
                            + "parameter is present"),
            pair("Return values set to invalid value", "ReturnValues can only be ALL_OLD or NONE"),
            pair("Type mismatch for attribute to update",
                    "The provided starting key is invalid: The provided key element does not match the schema"),
            // DynamoDB Local prints a binary operand as a Java ByteBuffer; the engine prints base64.
            regex(".*\\{B:java\\.nio\\.HeapByteBuffer\\[pos=0 lim=\\d+ cap=\\d+\\]\\}.*", ".*\\{B:[A-Za-z0-9+/=]*\\}.*"),
            regex("Member must have length less than or equal to 100", "1 validation error detected: Value '\\d+' at "
                    + "'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100"),
            // Batch and transaction size limits: both print the request back, differently.
            regex("1 validation error detected: .*", "1 validation error detected: .*"));

    private KnownDifferences() {
    }

    /** DynamoDB Local's exact message, and a regular expression for the engine's. */
    private static String withoutPathTwo(String message) {
        return PATH_TWO.matcher(message).replaceFirst("$1");
    }

    private static Pair pair(String local, String engine) {
        return new Pair(Pattern.compile(Pattern.quote(local)), Pattern.compile(engine, Pattern.DOTALL));
    }

    private static Pair regex(String local, String engine) {
        return new Pair(Pattern.compile(local, Pattern.DOTALL), Pattern.compile(engine, Pattern.DOTALL));
    }

    /**
     * When two document paths overlap or conflict, DynamoDB Local names paths that are not the pair at
     * fault (often a neighbour in the list); the rest of the message must match.
     */
    private static final Pattern PATH_TWO = Pattern.compile("(Two document paths (overlap|conflict) with each other; "
            + "must remove or rewrite one of these paths); path one: .*");

    /** Attribute lists DynamoDB Local prints in an order of its own; the engine sorts them. */
    private static final Pattern NAME_LIST = Pattern.compile("(does not project(?: one or more filter attributes:)?) "
            + "\\[([^\\]]*)\\]$");

    private static String sortedNames(String message) {
        java.util.regex.Matcher m = NAME_LIST.matcher(message);
        if (!m.find()) {
            return message;
        }
        List<String> names = new java.util.ArrayList<>(List.of(m.group(2).split(", ")));
        java.util.Collections.sort(names);
        return message.substring(0, m.start()) + m.group(1) + " " + names;
    }

    static boolean messagesAgree(String local, String engine) {
        if (local.equals(engine) || withoutPathTwo(local).equals(withoutPathTwo(engine))
                || sortedNames(local).equals(engine)) {
            return true;
        }
        for (Pair p : PAIRS) {
            if (p.local.matcher(local).matches() && p.engine.matcher(engine).matches()) {
                return true;
            }
        }
        return false;
    }
}
