package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Numbers beyond DynamoDB's limits (39 significant digits, magnitudes of 1E+126 and more or below
 * 1E-130) in a request, read as the AWS CLI's JSON takes them: the Sandbox refuses them as DynamoDB
 * Local does, with its error code and its exact message, wherever they stand (an expression value, a
 * nested one, a number set, an item, a key).
 */
class NumberLimitsDifferentialTest {
    private static final Gateway LOCAL = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
    private static final String DIGITS_39 = "123456789012345678901234567890123456789";

    private final SandboxGateway sandbox = SandboxGateway.empty();
    private String table;

    @BeforeEach
    void createTable() {
        table = "numbers-" + UUID.randomUUID();
        TableDesign design = TableDesign.of(table, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N));
        sandbox.createTable(design);
        LOCAL.createTable(design);
    }

    @AfterEach
    void dropTable() {
        LOCAL.deleteTable(table);
    }

    @Test
    void numbersBeyondTheLimitsAreRefusedWithDynamoDbLocalsMessage() {
        List<String> differences = new ArrayList<>();
        for (String n : new String[] {DIGITS_39, "-" + DIGITS_39, "1E+126", "1E+200", "1E-131", "-1E-200"}) {
            String value = "{\"N\": \"" + n + "\"}";
            compare(differences, "query filter value " + n, g -> g.query(CliInputJson.parseQuery("{\"TableName\": \""
                    + table + "\", \"KeyConditionExpression\": \"pk = :p\", \"FilterExpression\": \"x = :v\","
                    + " \"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}, \":v\": " + value + "}}")));
            compare(differences, "scan nested value " + n, g -> g.scan(CliInputJson.parseScan("{\"TableName\": \""
                    + table + "\", \"FilterExpression\": \"x = :v\", \"ExpressionAttributeValues\": {\":v\":"
                    + " {\"M\": {\"q\": {\"L\": [" + value + "]}}}}}")));
            compare(differences, "put item " + n, g -> g.putItem(CliInputJson.parsePutItem("{\"TableName\": \""
                    + table + "\", \"Item\": {\"pk\": {\"S\": \"a\"}, \"sk\": {\"N\": \"1\"}, \"x\": " + value + "}}")));
            compare(differences, "put number set " + n, g -> g.putItem(CliInputJson.parsePutItem("{\"TableName\": \""
                    + table + "\", \"Item\": {\"pk\": {\"S\": \"a\"}, \"sk\": {\"N\": \"1\"}, \"x\": {\"NS\": [\"1\", \""
                    + n + "\"]}}}")));
            compare(differences, "get key " + n, g -> g.get(CliInputJson.parseGetItem("{\"TableName\": \"" + table
                    + "\", \"Key\": {\"pk\": {\"S\": \"a\"}, \"sk\": " + value + "}}")));
            compare(differences, "update value " + n, g -> g.updateItem(CliInputJson.parseUpdateItem("{\"TableName\": \""
                    + table + "\", \"Key\": {\"pk\": {\"S\": \"a\"}, \"sk\": {\"N\": \"1\"}}, \"UpdateExpression\":"
                    + " \"SET x = :v\", \"ExpressionAttributeValues\": {\":v\": " + value + "}}")));
            compare(differences, "delete condition value " + n, g -> g.deleteItem(CliInputJson.parseDeleteItem(
                    "{\"TableName\": \"" + table + "\", \"Key\": {\"pk\": {\"S\": \"a\"}, \"sk\": {\"N\": \"1\"}},"
                    + " \"ConditionExpression\": \"x = :v\", \"ExpressionAttributeValues\": {\":v\": " + value + "}}")));
        }
        assertEquals(List.of(), differences);
    }

    private void compare(List<String> differences, String what, Function<Gateway, Object> call) {
        String mine = outcome(call, sandbox);
        String theirs = outcome(call, LOCAL);
        if (!mine.equals(theirs)) {
            differences.add(what + ": Sandbox " + mine + " / DynamoDB Local " + theirs);
        }
    }

    private static String outcome(Function<Gateway, Object> call, Gateway g) {
        try {
            call.apply(g);
            return "answered";
        } catch (DynamoException e) {
            return e.errorCode() + ": " + e.getMessage();
        }
    }
}
