package dev.tablewright.rules;

import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Severity;

import java.util.Map;

import org.junit.jupiter.api.Test;

class ReadAfterWriteRulesTest {
    private static DataModel with(String index, String description) {
        return with(index, description, false);
    }

    private static DataModel with(String index, String description, boolean consistentRead) {
        AccessPattern p = new AccessPattern("Roles just cast", description, "Role", OperationKind.QUERY, index,
                "GSI1PK = ACTOR#${actorId}", "", "", true, Map.of("actorId", "nm0000209"), null, consistentRead, null);
        return MoviesFixture.with(t -> t.withAccessPatterns(append(t.accessPatterns(), p)));
    }

    @Test
    void aGsiReadThatMustSeeTheLatestWriteIsReported() {
        Check.problem(with("GSI1", "Shows the actor's roles right after a casting is saved"), Severity.WARNING,
                "Movies/accessPatterns/Roles just cast", "says 'right after' but reads GSI GSI1, which DynamoDB "
                        + "updates asynchronously");
        Check.problem(with("GSI1", "Needs Read-After-Write consistency"), Severity.WARNING,
                "Movies/accessPatterns/Roles just cast", "says 'read-after-write'");
    }

    @Test
    void theTableAnLsiOrAnEventualReadAreFine() {
        Check.none(with(null, "right after a casting is saved"), "updates asynchronously");
        Check.none(with("LSI1", "strongly consistent"), "updates asynchronously");
        Check.none(with("GSI1", "the actor's roles, a second late is fine"), "updates asynchronously");
    }

    @Test
    void aConsistentReadOfAGsiIsRefusedByDynamoDb() {
        Check.problem(with("GSI1", "", true), Severity.ERROR, "Movies/accessPatterns/Roles just cast",
                "asks for a strongly consistent read of GSI GSI1: DynamoDB refuses it");
        Check.none(with("GSI1", "read-after-write", true), "says 'read-after-write'");
        Check.none(with("LSI1", "", true), "strongly consistent read of");
        Check.none(with(null, "", true), "strongly consistent read of");
    }
}
