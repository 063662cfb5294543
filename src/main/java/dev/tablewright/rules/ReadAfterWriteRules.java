package dev.tablewright.rules;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads that expect to see a write at once, through a GSI. DynamoDB copies writes to a GSI
 * asynchronously, so a GSI read is eventually consistent and may miss a write made a moment
 * before; GSIs do not support strongly consistent reads (AWS: "Read consistency" and "Global
 * secondary indexes: read consistency"). A pattern says it needs its writes at once when its name
 * or description uses one of {@link #PHRASES} (a warning), or when it asks for ConsistentRead, which
 * DynamoDB refuses on a GSI (an error); the table and its LSIs can read strongly consistent.
 */
final class ReadAfterWriteRules {
    /** Phrases, compared case-insensitively, by which a pattern says it must see the latest write. */
    static final List<String> PHRASES = List.of("read-after-write", "read after write", "read-your-writes",
            "read your writes", "right after", "immediately after", "strongly consistent", "consistent read");

    private ReadAfterWriteRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        for (AccessPattern p : table.accessPatterns()) {
            Optional<GlobalSecondaryIndex> gsi = AccessPatternRules.index(table, p).flatMap(i -> table.globalIndexes()
                    .stream().filter(g -> g.name().equals(i)).findFirst());
            if (gsi.isEmpty() || !p.operation().isRead()) {
                continue;
            }
            if (p.consistentRead()) {
                out.add(Problem.error(Paths.accessPattern(table.name(), p.name()), "asks for a strongly consistent "
                        + "read of GSI " + gsi.get().name() + ": DynamoDB refuses it (\"Consistent reads are not "
                        + "supported on global secondary indexes\"), a GSI is updated asynchronously; read the base "
                        + "table (or an LSI) with ConsistentRead, or read the GSI eventually consistent"));
                continue;
            }
            phrase(p).ifPresent(phrase -> out.add(Problem.warning(Paths.accessPattern(table.name(), p.name()),
                    "says " + Text.quote(phrase) + " but reads GSI " + gsi.get().name() + ", which DynamoDB "
                            + "updates asynchronously: a read right after a write may not see it, and a GSI "
                            + "cannot be read strongly consistent; read the base table (or an LSI) with "
                            + "ConsistentRead, or make the caller tolerate a stale answer")));
        }
    }

    private static Optional<String> phrase(AccessPattern p) {
        String text = (p.name() + " " + p.description()).toLowerCase(Locale.ROOT);
        return PHRASES.stream().filter(text::contains).findFirst();
    }
}
