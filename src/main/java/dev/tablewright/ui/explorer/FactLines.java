package dev.tablewright.ui.explorer;

import dev.tablewright.aws.TableFacts;
import dev.tablewright.format.KeyText;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A live table's page as lines of text: keys, indexes, billing, then DynamoDB's figures. */
final class FactLines {
    /** DynamoDB's own caveat: ItemCount and TableSizeBytes are not live. */
    static final String SIX_HOURS = "DynamoDB updates the item count and size about every six hours";

    private FactLines() {
    }

    static List<String> of(TableDesign t, Optional<TableFacts> facts) {
        List<String> lines = new ArrayList<>();
        lines.add("Keys: " + KeyText.keys(t.keySchema()));
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            String status = facts.map(f -> f.indexStatus().getOrDefault(g.name(), "")).orElse("");
            lines.add("GSI " + g.name() + ": " + KeyText.keys(g.keys()) + "; " + KeyText.projection(g.projection())
                    + (status.isEmpty() ? "" : "; " + status));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            lines.add("LSI " + l.name() + ": " + KeyText.keys(l.keySchema(t.keySchema())) + "; "
                    + KeyText.projection(l.projection()));
        }
        lines.add("Billing: " + KeyText.billing(t.billing()));
        facts.ifPresentOrElse(f -> {
            lines.add("Items: " + String.format("%,d", f.itemCount()) + " · size " + size(f.sizeBytes()) + " ("
                    + SIX_HOURS + ")");
            lines.add("Status: " + f.status());
            lines.add("Streams: " + (f.streams().isEmpty() ? "off" : f.streams()));
            lines.add("TTL: " + ttl(f));
        }, () -> lines.add("Item count, size, streams and TTL: not given by this connection"));
        return lines;
    }

    private static String ttl(TableFacts f) {
        if (f.ttlStatus().isEmpty()) {
            return "unknown";
        }
        return f.ttlAttribute().isEmpty() ? f.ttlStatus().toLowerCase() : f.ttlAttribute() + " (" + f.ttlStatus() + ")";
    }

    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KB", "MB", "GB", "TB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format("%.1f %s", v, units[u]);
    }
}
