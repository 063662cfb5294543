package dev.tablewright.model.stream;

import java.util.List;

/**
 * The one sentence that tells a user what the stream wrote, wherever a write happened (a grid edit,
 * the query tabs, the command line): "+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05",
 * "+7 writes by the stream: A, B, C and 4 more" — three named at most: a line, not a log.
 */
public final class StreamWriteSentence {
    static final int NAMED = 3;

    private StreamWriteSentence() {
    }

    /** @param described each write's {@link KeptWrite#describe()}, in order; "" for none */
    public static String of(List<String> described) {
        if (described.isEmpty()) {
            return "";
        }
        int named = Math.min(NAMED, described.size());
        int more = described.size() - named;
        return String.format("+%,d write%s by the stream: %s%s", described.size(), described.size() == 1 ? "" : "s",
                String.join(", ", described.subList(0, named)), more == 0 ? "" : String.format(" and %,d more", more));
    }
}
