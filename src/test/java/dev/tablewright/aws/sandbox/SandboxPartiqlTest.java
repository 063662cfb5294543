package dev.tablewright.aws.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.partiql.PartiqlErrors;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** PartiQL through the Sandbox gateway: writes, reads as Query and Scan, pages, errors. */
class SandboxPartiqlTest {
    private SandboxGateway sandbox;

    @BeforeEach
    void fill() {
        sandbox = SandboxGateway.empty();
        sandbox.createTable(TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N)));
        for (int i = 0; i < 5; i++) {
            run("INSERT INTO \"Orders\" VALUE {'pk': 'c1', 'sk': ?, 'total': ?}", AttributeValue.n(i), AttributeValue.n(10 * i));
        }
        run("INSERT INTO Orders VALUE {'pk': 'c2', 'sk': 1, 'tags': <<'x'>>}");
    }

    @Test
    void selectPinningThePartitionIsAQueryInSortOrder() {
        assertEquals(List.of("3", "2", "1"), sks(run("SELECT * FROM Orders WHERE pk = 'c1' AND sk BETWEEN 1 AND 3 ORDER BY sk DESC")));
        assertEquals(List.of("2", "3"), sks(run("SELECT sk FROM Orders WHERE pk = 'c1' AND sk > 1 AND total < ?",
                AttributeValue.n(40))));
    }

    @Test
    void pagesFollowTheNextToken() {
        ExecuteStatementRequest request = new ExecuteStatementRequest("SELECT * FROM Orders WHERE pk = 'c1' AND total >= 20",
                List.of(), 2, null, false);
        List<String> all = new ArrayList<>();
        int pages = 0;
        do {
            ExecuteStatementResult page = sandbox.executeStatement(request);
            all.addAll(sks(page));
            request = request.withNextToken(page.nextToken());
            pages++;
        } while (request.nextToken() != null);
        assertEquals(List.of("2", "3", "4"), all);
        assertEquals(3, pages); // Limit counts items read, before the WHERE
    }

    @Test
    void writesHaveDynamoDbsPartiqlSemantics() {
        DynamoException duplicate = assertThrows(DynamoException.class,
                () -> run("INSERT INTO Orders VALUE {'pk': 'c1', 'sk': 1}"));
        assertEquals(PartiqlErrors.DUPLICATE_ITEM, duplicate.errorCode());
        assertEquals("Duplicate primary key exists in table", duplicate.getMessage());

        assertEquals(DynamoException.CONDITIONAL_CHECK_FAILED, assertThrows(DynamoException.class,
                () -> run("UPDATE Orders SET total = 1 WHERE pk = 'nobody' AND sk = 1")).errorCode());
        ExecuteStatementResult updated = run("UPDATE Orders SET total = total + 5 REMOVE nothing "
                + "WHERE pk = 'c1' AND sk = 1 RETURNING ALL NEW *");
        assertEquals(AttributeValue.n(15), updated.items().get(0).get("total").orElseThrow());

        assertEquals("Where clause does not contain a mandatory equality on all key attributes",
                assertThrows(DynamoException.class, () -> run("DELETE FROM Orders WHERE pk = 'c1'")).getMessage());
        assertEquals(List.of(), run("DELETE FROM Orders WHERE pk = 'nobody' AND sk = 1 AND total = 3").items());
        assertEquals(DynamoException.CONDITIONAL_CHECK_FAILED, assertThrows(DynamoException.class,
                () -> run("DELETE FROM Orders WHERE pk = 'c1' AND sk = 2 AND total = 3")).errorCode());
        run("DELETE FROM Orders WHERE pk = 'c1' AND sk = 2");
        assertEquals(List.of("0", "1", "3", "4"), sks(run("SELECT sk FROM Orders WHERE pk = 'c1'")));
    }

    @Test
    void scanWithAFilterAndProjectedNames() {
        ExecuteStatementResult r = run("SELECT pk, tags FROM Orders WHERE contains(tags, 'x') OR total = 40");
        assertEquals(2, r.items().size());
        assertNull(r.nextToken());
        Item c2 = r.items().stream().filter(i -> i.has("tags")).findFirst().orElseThrow();
        assertEquals(new AttributeValue.S("c2"), c2.get("pk").orElseThrow());
    }

    @Test
    void errorsNameTheProblem() {
        assertEquals("Number of parameters in request and statement don't match.",
                assertThrows(DynamoException.class, () -> run("SELECT * FROM Orders WHERE pk = ?")).getMessage());
        assertEquals("Key attribute's data type should match its data type in table's schema: Key pk",
                assertThrows(DynamoException.class, () -> run("SELECT * FROM Orders WHERE pk = 1")).getMessage());
        assertEquals(DynamoException.RESOURCE_NOT_FOUND,
                assertThrows(DynamoException.class, () -> run("SELECT * FROM Nope")).errorCode());
        assertEquals("The table does not have the specified index: byDate",
                assertThrows(DynamoException.class, () -> run("SELECT * FROM Orders.byDate")).getMessage());
        assertNotNull(assertThrows(DynamoException.class, () -> run("SELECT * FROM Orders WHERE pk = 'c1' GROUP BY sk")));
    }

    private ExecuteStatementResult run(String statement, AttributeValue... parameters) {
        return sandbox.executeStatement(ExecuteStatementRequest.of(statement, parameters));
    }

    private static List<String> sks(ExecuteStatementResult r) {
        return r.items().stream().map(i -> i.get("sk").orElseThrow().toString()).toList();
    }
}
