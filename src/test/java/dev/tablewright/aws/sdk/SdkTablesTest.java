package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.TournamentFixture;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

class SdkTablesTest {

    @Test
    void aMultiAttributeGsiKeyIsCreatedWithEveryHashThenEveryRangeAttributeInKeyOrder() {
        CreateTableRequest r = SdkTables.createRequest(TournamentFixture.table());
        List<KeySchemaElement> keys = r.globalSecondaryIndexes().get(0).keySchema();
        assertEquals(List.of("tournamentId:HASH", "region:HASH", "round:RANGE", "bracket:RANGE", "matchId:RANGE"),
                keys.stream().map(k -> k.attributeName() + ":" + k.keyTypeAsString()).toList());
        assertEquals(List.of("PK:S", "SK:S", "tournamentId:S", "region:S", "round:N", "bracket:S", "matchId:S"),
                r.attributeDefinitions().stream().map(a -> a.attributeName() + ":" + a.attributeTypeAsString()).toList());
    }
}
