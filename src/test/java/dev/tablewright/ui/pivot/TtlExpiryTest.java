package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** When DynamoDB's TTL process counts an item expired, at a fixed "now". */
class TtlExpiryTest {
    private static final Instant NOW = Instant.parse("2027-06-01T12:00:00Z");
    private final TtlExpiry ttl = new TtlExpiry(Clock.fixed(NOW, ZoneOffset.UTC));
    private static final Optional<String> EXPIRES_AT = Optional.of("expiresAt");

    private static Item expiring(AttributeValue value) {
        return Item.of("PK", new AttributeValue.S("A"), "expiresAt", value);
    }

    private static AttributeValue.N seconds(long s) {
        return AttributeValue.N.parse(Long.toString(s));
    }

    @Test
    void anEpochSecondInThePastIsExpiredOneInTheFutureIsNot() {
        assertTrue(ttl.isExpired(expiring(seconds(NOW.getEpochSecond() - 1)), EXPIRES_AT));
        assertFalse(ttl.isExpired(expiring(seconds(NOW.getEpochSecond())), EXPIRES_AT), "not before it is past");
        assertFalse(ttl.isExpired(expiring(seconds(NOW.getEpochSecond() + 3600)), EXPIRES_AT));
        assertTrue(ttl.isExpired(expiring(AttributeValue.N.parse("1796126400.5")), EXPIRES_AT), "a fraction still counts");
    }

    @Test
    void whatDynamoDbIgnoresNeverExpires() {
        long past = NOW.getEpochSecond() - 86_400;
        assertFalse(ttl.isExpired(expiring(seconds(past)), Optional.empty()), "TTL off");
        assertFalse(ttl.isExpired(Item.of("PK", new AttributeValue.S("A")), EXPIRES_AT), "no TTL attribute");
        assertFalse(ttl.isExpired(expiring(new AttributeValue.S(Long.toString(past))), EXPIRES_AT), "a string, even of digits");
        assertFalse(ttl.isExpired(expiring(seconds(past * 1000)), EXPIRES_AT), "milliseconds are far in the future");
        long sixYearsAgo = NOW.atZone(ZoneOffset.UTC).minusYears(6).toEpochSecond();
        assertFalse(ttl.isExpired(expiring(seconds(sixYearsAgo)), EXPIRES_AT), "more than five years past is ignored");
        long fourYearsAgo = NOW.atZone(ZoneOffset.UTC).minusYears(4).toEpochSecond();
        assertTrue(ttl.isExpired(expiring(seconds(fourYearsAgo)), EXPIRES_AT));
    }
}
