package dev.tablewright.format;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;

/** A table's keys, projections and billing in words, as the CLI's tables command and the explorer show them. */
public final class KeyText {
    private KeyText() {
    }

    /** "pk (S) / sk (N)", or "(a (S), b (N)) / c (S)" for a multi-attribute key. */
    public static String keys(KeySchema k) {
        String partition = KeySchema.tuple(k.partitionKeys().stream().map(KeyText::typed).toList());
        return k.sortKeys().isEmpty() ? partition
                : partition + " / " + KeySchema.tuple(k.sortKeys().stream().map(KeyText::typed).toList());
    }

    /** "ALL", "KEYS_ONLY", or "INCLUDE a, b". */
    public static String projection(Projection p) {
        return p.type() == ProjectionType.INCLUDE ? "INCLUDE " + String.join(", ", p.nonKeyAttributes())
                : p.type().name();
    }

    /** "on-demand", or "provisioned 5 RCU / 5 WCU". */
    public static String billing(Billing b) {
        return b.mode() == BillingMode.PAY_PER_REQUEST ? "on-demand"
                : "provisioned " + b.readCapacityUnits() + " RCU / " + b.writeCapacityUnits() + " WCU";
    }

    private static String typed(AttributeDef a) {
        return a.name() + " (" + a.type() + ")";
    }
}
