package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;

/**
 * The time-to-live attribute: its name's length, and declarations that make it something TTL never
 * reads. DynamoDB deletes an item only when its TTL attribute is a top-level Number (Developer
 * Guide, "Using DynamoDB Time to Live": "If an item is to be eligible for expiration … The TTL
 * attribute's value must be a top-level Number data type"). A key attribute may be the TTL
 * attribute (nothing documents a refusal); a string or binary key can never be a Number, so that is
 * reported as a declaration of another type.
 */
final class TimeToLiveRules {
    private TimeToLiveRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        table.settings().ttlAttribute().ifPresent(ttl -> check(table, ttl, out));
    }

    private static void check(TableDesign table, String ttl, List<Problem> out) {
        String path = Paths.table(table.name());
        int length = ttl.codePointCount(0, ttl.length());
        if (length > Limits.MAX_TTL_ATTRIBUTE_NAME) {
            out.add(Problem.error(path, "the TTL attribute's name has " + length + " characters: DynamoDB allows "
                    + Limits.MAX_TTL_ATTRIBUTE_NAME));
        }
        table.attributeType(ttl).filter(t -> t != AttributeType.N).ifPresent(t -> out.add(Problem.warning(path,
                "the TTL attribute " + Text.quote(ttl) + " is " + (table.keyAttributeNames().contains(ttl)
                        ? "a key attribute of type " : "declared as ") + t + ": DynamoDB expires only items whose "
                        + "TTL attribute is a Number, so no item would ever expire")));
        for (Entity e : table.entities()) {
            for (AttributeDef a : e.attributes()) {
                if (a.name().equals(ttl) && a.type() != AttributeType.N) {
                    out.add(Problem.warning(Paths.entityAttribute(table.name(), e.name(), a.name()), "entity "
                            + e.name() + " declares the TTL attribute " + Text.quote(ttl) + " as " + a.type()
                            + ": DynamoDB expires only items whose TTL attribute is a Number, so its items would "
                            + "never expire"));
                }
            }
        }
    }
}
