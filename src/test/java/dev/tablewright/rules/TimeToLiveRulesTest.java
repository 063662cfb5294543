package dev.tablewright.rules;

import dev.tablewright.model.settings.AllSettings;
import static dev.tablewright.rules.Settings.settings;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class TimeToLiveRulesTest {
    /** Keys PK and SK (S), GSI ByStatus on status (S) and placedAt (N), TTL on expiresAt. */
    private static final TableDesign ORDERS = AllSettings.provisioned();

    private static UnaryOperator<TableDesign> ttl(String attribute) {
        return settings(s -> s.withTtlAttribute(Optional.of(attribute)));
    }

    private static Entity session(AttributeType expiresAt) {
        return Entity.named("Session")
                .withAttributes(List.of(new AttributeDef("sessionId", AttributeType.S),
                        new AttributeDef("expiresAt", expiresAt)))
                .withKeyTemplates(MoviesFixture.templates("PK", "SESSION#${sessionId}", "SK", "SESSION"));
    }

    @Test
    void aTtlAttributeNameHasAtMost255Characters() {
        Settings.adds(ORDERS, ttl("t".repeat(256)), Severity.ERROR, "Orders",
                "the TTL attribute's name has 256 characters: DynamoDB allows 255");
        Settings.addsNothing(ORDERS, ttl("t".repeat(255)));
    }

    @Test
    void aKeyAttributeThatIsNoNumberNeverExpiresAnItem() {
        Settings.adds(ORDERS, ttl("SK"), Severity.WARNING, "Orders",
                "the TTL attribute 'SK' is a key attribute of type S: DynamoDB expires only items whose TTL "
                        + "attribute is a Number, so no item would ever expire");
        // A number key may be the TTL attribute: DynamoDB documents no refusal.
        Settings.addsNothing(ORDERS, ttl("placedAt"));
    }

    @Test
    void aTtlAttributeDeclaredAsAnotherTypeNeverExpiresAnItem() {
        Settings.adds(ORDERS, t -> t.withAttributes(List.of(new AttributeDef("expiresAt", AttributeType.S))),
                Severity.WARNING, "Orders", "the TTL attribute 'expiresAt' is declared as S");
        Settings.addsNothing(ORDERS, t -> t.withAttributes(List.of(new AttributeDef("expiresAt", AttributeType.N))));
        TableDesign withSessions = ORDERS.withEntities(List.of(session(AttributeType.N)));
        Settings.adds(withSessions, t -> t.withEntities(List.of(session(AttributeType.S))), Severity.WARNING,
                "Orders/entities/Session/attributes/expiresAt",
                "entity Session declares the TTL attribute 'expiresAt' as S");
    }
}
