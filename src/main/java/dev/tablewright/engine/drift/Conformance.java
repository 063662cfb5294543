package dev.tablewright.engine.drift;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a live table's sampled items follow the model's key templates.
 *
 * @param table      the live table's name
 * @param sampled    how many items were read
 * @param partial    whether the table has more items than were read
 * @param perEntity  how many sampled items each entity claimed, in the model's entity order
 * @param drifts     each entity's key attribute that some items do not hold as its template gives it
 * @param unclaimed  how many sampled items no entity claims
 * @param unclaimedExample the first such item's key ("[PK=X, SK=Y]"), empty when there is none
 */
public record Conformance(String table, long sampled, boolean partial, Map<String, Long> perEntity,
        List<KeyDrift> drifts, long unclaimed, String unclaimedExample) {
    public Conformance {
        perEntity = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(perEntity));
        drifts = List.copyOf(drifts);
    }

    /** Whether every sampled item belongs to an entity and holds its keys as the templates give them. */
    public boolean isClean() {
        return drifts.isEmpty() && unclaimed == 0;
    }

    /** One sentence per finding; none when the sample conforms. */
    public List<String> findings() {
        List<String> lines = new ArrayList<>();
        drifts.forEach(d -> lines.add(d.sentence()));
        if (unclaimed > 0) {
            lines.add(KeyDrift.count(unclaimed) + " of " + KeyDrift.count(sampled) + " sampled items" + (unclaimed == 1 ? " belongs" : " belong") + " to no entity"
                    + " (no type value or key prefix of the model's names one; e.g. " + unclaimedExample + ")");
        }
        return lines;
    }

    /** "1,000 items of Orders sampled (the table has more; --sample reads more): 2 findings", or "…: every item follows its templates". */
    public String summary() {
        if (sampled == 0) {
            return table + " has no items to sample";
        }
        String what = KeyDrift.count(sampled) + " item" + (sampled == 1 ? "" : "s") + " of " + table + " sampled"
                + (partial ? " (the table has more)" : "");
        int n = findings().size();
        return what + ": " + (n == 0 ? "every item belongs to an entity and follows its key templates"
                : n + (n == 1 ? " finding" : " findings"));
    }
}
