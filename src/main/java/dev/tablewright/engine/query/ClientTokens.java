package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.TransactWrite;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * TransactWriteItems' ClientRequestToken as DynamoDB keeps it: for ten minutes after a transaction
 * succeeds, the same token with the same actions is answered without doing them again, and with other
 * actions is refused (IdempotentParameterMismatchException). A failed transaction keeps no token;
 * a token is 1 to 36 characters.
 */
final class ClientTokens {
    static final Duration VALID = Duration.ofMinutes(10);
    static final int MAX_LENGTH = 36;

    private record Done(List<TransactWrite> actions, long atMillis) {
    }

    private final Map<String, Done> done = new HashMap<>();
    private final LongSupplier clock;

    ClientTokens(LongSupplier clock) {
        this.clock = clock;
    }

    /**
     * @return true when the token's transaction is already done (nothing to do again)
     * @throws DynamoException IdempotentParameterMismatchException when it was done with other actions
     */
    boolean alreadyDone(String token, List<TransactWrite> actions) {
        if (token.isEmpty()) {
            return false;
        }
        if (token.length() > MAX_LENGTH) {
            throw DynamoException.validation("1 validation error detected: Value " + token
                    + " at 'clientRequestToken' failed to satisfy constraint: Member must have length less than or"
                    + " equal to " + MAX_LENGTH);
        }
        Done d = done.get(token);
        if (d == null || clock.getAsLong() - d.atMillis() >= VALID.toMillis()) {
            done.remove(token);
            return false;
        }
        if (!d.actions().equals(actions)) {
            throw new DynamoException("IdempotentParameterMismatchException",
                    "The request uses the same client token as a previous, but non-identical request.");
        }
        return true;
    }

    void succeeded(String token, List<TransactWrite> actions) {
        if (!token.isEmpty()) {
            long now = clock.getAsLong();
            // Tokens past their ten minutes are forgotten, so a long session does not keep every one.
            done.values().removeIf(d -> now - d.atMillis() >= VALID.toMillis());
            done.put(token, new Done(List.copyOf(actions), now));
        }
    }

    /** Tokens still kept (tests). */
    int kept() {
        return done.size();
    }
}
