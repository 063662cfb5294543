package dev.tablewright.engine.query;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ClientTokensTest {
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final ClientTokens tokens = new ClientTokens(now::get);
    private final List<TransactWrite> check = List.of(new TransactWrite.ConditionCheck("T",
            Map.of("pk", AttributeValue.s("a")), "attribute_exists(pk)", Expr.NONE));

    @Test
    void aTokenIsKeptForTenMinutesAfterItsTransactionSucceeded() {
        assertFalse(tokens.alreadyDone("t1", check));
        tokens.succeeded("t1", check);
        now.addAndGet(ClientTokens.VALID.toMillis() - 1);
        assertTrue(tokens.alreadyDone("t1", check));
        now.addAndGet(1);
        assertFalse(tokens.alreadyDone("t1", check), "after ten minutes the same token is a new request");
    }

    @Test
    void noTokenIsNeverDoneAndOtherActionsUnderATokenAreRefused() {
        tokens.succeeded("", check);
        assertFalse(tokens.alreadyDone("", check));
        tokens.succeeded("t2", check);
        DynamoException e = assertThrows(DynamoException.class, () -> tokens.alreadyDone("t2", List.of()));
        assertTrue(e.errorCode().equals("IdempotentParameterMismatchException"), e.errorCode());
    }

    @Test
    void expiredTokensAreForgottenAsNewOnesArrive() {
        tokens.succeeded("old", check);
        now.addAndGet(ClientTokens.VALID.toMillis());
        tokens.succeeded("new", check);
        assertTrue(tokens.kept() == 1, "only the token still within its ten minutes");
    }
}
