package dev.tablewright.ui.explorer;

import dev.tablewright.aws.TableFacts;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
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
        lines.add("Keys: " + keys(t.keySchema()));
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            String status = facts.map(f -> f.indexStatus().getOrDefault(g.name(), "")).orElse("");
            lines.add("GSI " + g.name() + ": " + keys(g.keys()) + "; " + projection(g.projection())
                    + (status.isEmpty() ? "" : "; " + status));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            lines.add("LSI " + l.name() + ": " + keys(l.keySchema(t.keySchema())) + "; " + projection(l.projection()));
        }
        lines.add("Billing: " + (t.billing().mode() == BillingMode.PAY_PER_REQUEST ? "on-demand"
                : "provisioned, " + t.billing().readCapacityUnits() + " RCU / " + t.billing().writeCapacityUnits()
                        + " WCU"));
        facts.ifPresentOrElse(f -> {
            lines.add("Items: " + String.format("%,d", f.itemCount()) + " · size " + size(f.sizeBytes()) + " ("
                    + SIX_HOURS + ")");
            lines.add("Status: " + f.status());
            lines.add("Streams: " + (f.streams().isEmpty() ? "off" : f.streams()));
            lines.add("TTL: " + ttl(f));
        }, () -> lines.add("Item count, size, streams and TTL: not given by this connection"));
        return lines;
    }

    /** "pk (S) / sk (N)", or "(a (S), b (N)) / c (S)" for a multi-attribute key. */
    static String keys(KeySchema k) {
        String partition = KeySchema.tuple(k.partitionKeys().stream().map(FactLines::typed).toList());
        return k.sortKeys().isEmpty() ? partition
                : partition + " / " + KeySchema.tuple(k.sortKeys().stream().map(FactLines::typed).toList());
    }

    private static String typed(AttributeDef a) {
        return a.name() + " (" + a.type() + ")";
    }

    private static String projection(Projection p) {
        return p.type() == ProjectionType.INCLUDE ? "INCLUDE " + String.join(", ", p.nonKeyAttributes())
                : p.type().name();
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
