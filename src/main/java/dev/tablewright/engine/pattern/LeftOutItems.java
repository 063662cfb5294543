package dev.tablewright.engine.pattern;

import dev.tablewright.model.FixHint;
import java.util.Optional;

/**
 * Items of a pattern's entity that the Sandbox left out for one reason, so the pattern cannot return
 * them: "7 Fare items are not in the Sandbox: GSI1PK is empty".
 *
 * @param fix leaving out a stored empty index key, where that is the reason
 */
public record LeftOutItems(String entity, int count, String reason, Optional<FixHint> fix) {
    public String line() {
        return count + " " + entity + (count == 1 ? " item is" : " items are") + " not in the Sandbox: " + reason;
    }
}
