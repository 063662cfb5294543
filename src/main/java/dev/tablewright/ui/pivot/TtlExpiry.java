package dev.tablewright.ui.pivot;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

/**
 * Whether DynamoDB considers an item expired by its time to live, as its TTL process decides it: the
 * item has the TTL attribute as a top-level Number of epoch seconds that is past, and not more than
 * five years past (older timestamps are ignored, as are strings, sets and a missing attribute). An
 * expired item is still returned by reads until the process deletes it, within a few days.
 */
public final class TtlExpiry {
    /** What the grid says of an expired item. */
    public static final String NOTE = "expired — DynamoDB deletes it within a few days";

    private final Clock clock;

    public TtlExpiry(Clock clock) {
        this.clock = clock;
    }

    /** @param ttlAttribute the table's TTL attribute; empty (TTL off) expires nothing */
    public boolean isExpired(Item item, Optional<String> ttlAttribute) {
        if (ttlAttribute.isEmpty() || item == null) {
            return false;
        }
        AttributeValue v = item.attributes().get(ttlAttribute.get());
        if (!(v instanceof AttributeValue.N n)) {
            return false;
        }
        BigDecimal seconds = n.value();
        Instant now = clock.instant();
        BigDecimal nowSeconds = BigDecimal.valueOf(now.getEpochSecond());
        BigDecimal fiveYearsAgo = BigDecimal.valueOf(now.atZone(ZoneOffset.UTC).minusYears(5).toEpochSecond());
        return seconds.compareTo(nowSeconds) < 0 && seconds.compareTo(fiveYearsAgo) >= 0;
    }

    /** The tooltip of an expired item's row: "expiresAt 1,700,000,000 is past: expired — …; reads still return it." */
    public static String explain(String ttlAttribute) {
        return "Its " + ttlAttribute + " is past: " + NOTE + "; until then reads still return it.";
    }
}
