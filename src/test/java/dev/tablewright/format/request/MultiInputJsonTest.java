package dev.tablewright.format.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import org.junit.jupiter.api.Test;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The four multi-item requests in the CLI's shape both ways, and the AWS CLI documentation's own examples. */
class MultiInputJsonTest {
    private static final Map<String, AttributeValue> HAPPY_DAY = key("Acme Band", "Happy Day");
    private static final Map<String, AttributeValue> CALL_ME = key("No One You Know", "Call Me Today");

    private static Map<String, AttributeValue> key(String artist, String song) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("Artist", AttributeValue.s(artist));
        key.put("SongTitle", AttributeValue.s(song));
        return key;
    }

    private static MultiItemRequest<?> roundTrip(MultiItemRequest<?> r) {
        return CliInputJson.parseMulti(MultiOperation.of(r.kind()), CliInputJson.multi(r));
    }

    private static String refused(MultiOperation op, String json) {
        return assertThrows(IllegalArgumentException.class, () -> CliInputJson.parseMulti(op, json)).getMessage();
    }

    @Test
    void aBatchGetGoesOutPerTableAndComesBackTheSame() {
        Map<String, BatchGetRequest.TableKeys> tables = new LinkedHashMap<>();
        tables.put("Music", new BatchGetRequest.TableKeys(List.of(HAPPY_DAY, CALL_ME), "#n0, Artist",
                new Expr(Map.of("#n0", "AlbumTitle"), Map.of()), true));
        tables.put("Movies", BatchGetRequest.TableKeys.of(List.of(Map.of("pk", AttributeValue.s("mov#1")))));
        MultiItemRequest<?> r = new BatchGetRequest(tables);
        // (a key's attributes come in no fixed order: the engine's requests keep keys as plain maps)
        assertEquals("""
                {
                  "RequestItems": {
                    "Music": {
                      "Keys": [
                        {""", CliInputJson.multi(r).lines().limit(5).reduce((a, b) -> a + "\n" + b).orElseThrow());
        assertTrue(CliInputJson.multi(r).contains("\"ConsistentRead\": true"));
        assertEquals(r, roundTrip(r));
        assertEquals(3, r.size());
    }

    @Test
    void aBatchWriteGroupsItsRequestsByTable() {
        MultiItemRequest<?> r = new BatchWriteRequest(List.of(
                new WriteRequest.Put("Music", new Item(Map.of("Artist", AttributeValue.s("A"), "SongTitle", AttributeValue.s("B")))),
                new WriteRequest.Delete("Music", CALL_ME),
                new WriteRequest.Delete("Movies", Map.of("pk", AttributeValue.s("mov#1")))));
        String json = CliInputJson.multi(r);
        assertTrue(json.contains("\"DeleteRequest\": {\n          \"Key\": {"), json);
        assertEquals(r, roundTrip(r));
    }

    @Test
    void aTransactGetKeepsItsOrderAndProjection() {
        MultiItemRequest<?> r = new TransactGetRequest(List.of(
                new TransactGet("Music", HAPPY_DAY, "#n0", new Expr(Map.of("#n0", "AlbumTitle"), Map.of())),
                TransactGet.of("Music", CALL_ME)));
        assertEquals(r, roundTrip(r));
    }

    @Test
    void aTransactWriteOfEveryKindComesBackTheSameWithItsToken() {
        Expr e = new Expr(Map.of("#n0", "Rating"), Map.of(":v0", AttributeValue.n("5")));
        MultiItemRequest<?> r = new TransactWriteRequest(List.of(
                new TransactWrite.Put(new PutItemRequest("Music", new Item(HAPPY_DAY), "attribute_not_exists(#n0)",
                        new Expr(Map.of("#n0", "Artist"), Map.of()), ReturnValues.NONE)),
                new TransactWrite.Update(new UpdateItemRequest("Music", CALL_ME, "SET #n0 = :v0", "", e, ReturnValues.NONE)),
                new TransactWrite.Delete(new DeleteItemRequest("Music", key("X", "Y"), "", Expr.NONE, ReturnValues.NONE)),
                new TransactWrite.ConditionCheck("Music", key("Z", "W"), "#n0 = :v0", e)), "abc123");
        String json = CliInputJson.multi(r);
        assertTrue(json.contains("\"ClientRequestToken\": \"abc123\""), json);
        assertTrue(json.contains("\"ConditionCheck\": {"), json);
        assertEquals(r, roundTrip(r));
        MultiItemRequest<?> noToken = new TransactWriteRequest(((TransactWriteRequest) r).actions(), null);
        assertTrue(!CliInputJson.multi(noToken).contains("ClientRequestToken"));
        assertEquals(noToken, roundTrip(noToken));
    }

    // The request files of the AWS CLI's examples (awscli/examples/dynamodb/*.rst), as the member they fill.

    @Test
    void theCliDocsBatchGetExampleReads() {
        MultiItemRequest<?> r = CliInputJson.parseMulti(MultiOperation.BATCH_GET, """
                {"RequestItems": {
                    "MusicCollection": {
                        "Keys": [
                            {
                                "Artist": {"S": "No One You Know"},
                                "SongTitle": {"S": "Call Me Today"}
                            },
                            {
                                "Artist": {"S": "Acme Band"},
                                "SongTitle": {"S": "Happy Day"}
                            },
                            {
                                "Artist": {"S": "No One You Know"},
                                "SongTitle": {"S": "Scared of My Shadow"}
                            }
                        ],
                        "ProjectionExpression":"AlbumTitle"
                    }
                }}""");
        BatchGetRequest.TableKeys music = ((BatchGetRequest) r).tables().get("MusicCollection");
        assertEquals(3, music.keys().size());
        assertEquals(HAPPY_DAY, music.keys().get(1));
        assertEquals("AlbumTitle", music.projection());
        assertEquals(r, roundTrip(r));
    }

    @Test
    void theCliDocsBatchWriteExampleReads() {
        MultiItemRequest<?> r = CliInputJson.parseMulti(MultiOperation.BATCH_WRITE, """
                {"RequestItems": {
                    "MusicCollection": [
                        {
                            "PutRequest": {
                                "Item": {
                                    "Artist": {"S": "No One You Know"},
                                    "SongTitle": {"S": "Call Me Today"},
                                    "AlbumTitle": {"S": "Somewhat Famous"}
                                }
                            }
                        },
                        {
                            "PutRequest": {
                                "Item": {
                                    "Artist": {"S": "Acme Band"},
                                    "SongTitle": {"S": "Happy Day"},
                                    "AlbumTitle": {"S": "Songs About Life"}
                                }
                            }
                        }
                    ]
                }}""");
        List<WriteRequest> writes = ((BatchWriteRequest) r).writes();
        assertEquals(2, writes.size());
        assertEquals(AttributeValue.s("Songs About Life"), ((WriteRequest.Put) writes.get(1)).item().attributes().get("AlbumTitle"));
        assertEquals(r, roundTrip(r));
    }

    @Test
    void theCliDocsTransactGetExampleReads() {
        MultiItemRequest<?> r = CliInputJson.parseMulti(MultiOperation.TRANSACT_GET, """
                {"TransactItems": [
                    {
                        "Get": {
                            "Key": {
                                "Artist": {"S": "Acme Band"},
                                "SongTitle": {"S": "Happy Day"}
                            },
                            "TableName": "MusicCollection"
                        }
                    },
                    {
                        "Get": {
                            "Key": {
                                "Artist": {"S": "No One You Know"},
                                "SongTitle": {"S": "Call Me Today"}
                            },
                            "TableName": "MusicCollection"
                        }
                    }
                ]}""");
        assertEquals(List.of(TransactGet.of("MusicCollection", HAPPY_DAY), TransactGet.of("MusicCollection", CALL_ME)),
                ((TransactGetRequest) r).gets());
    }

    @Test
    void theCliDocsTransactWriteExampleReadsWithItsToken() {
        MultiItemRequest<?> r = CliInputJson.parseMulti(MultiOperation.TRANSACT_WRITE, """
                {"TransactItems": [
                    {
                        "Update": {
                            "Key": {
                                "Artist": {"S": "Acme Band"},
                                "SongTitle": {"S": "Happy Day"}
                            },
                            "UpdateExpression": "SET AlbumTitle = :newval",
                            "ExpressionAttributeValues": {
                                ":newval": {"S": "Updated Album Title"}
                            },
                            "TableName": "MusicCollection",
                            "ConditionExpression": "attribute_not_exists(Rating)"
                        }
                    },
                    {
                        "Delete": {
                            "Key": {
                                "Artist": {"S": "No One You Know"},
                                "SongTitle": {"S": "Call Me Today"}
                            },
                            "TableName": "MusicCollection",
                            "ConditionExpression": "attribute_not_exists(Rating)"
                        }
                    }
                ],
                "ClientRequestToken": "abc123"}""");
        TransactWriteRequest t = (TransactWriteRequest) r;
        assertEquals("abc123", t.clientRequestToken());
        assertEquals(new TransactWrite.Update(new UpdateItemRequest("MusicCollection", HAPPY_DAY, "SET AlbumTitle = :newval",
                "attribute_not_exists(Rating)", new Expr(Map.of(), Map.of(":newval", AttributeValue.s("Updated Album Title"))),
                ReturnValues.NONE)), t.actions().get(0));
        assertEquals(r, roundTrip(r));
    }

    @Test
    void membersOutsideTheShapeAreRefusedByTheirPath() {
        assertEquals("$.RequestItems.Music.ExpressionAttributeValues: not a member of a batch-get-item table entry "
                        + "(KeysAndAttributes) (expected one of ConsistentRead, ExpressionAttributeNames, Keys, ProjectionExpression)",
                refused(MultiOperation.BATCH_GET, "{\"RequestItems\": {\"Music\": {\"Keys\": [{\"a\": {\"S\": \"x\"}}], "
                        + "\"ExpressionAttributeValues\": {}}}}"));
        assertEquals("$.TransactItems[1].Put.ReturnValues: not a member of a transaction's Put (expected one of "
                        + "ConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues, Item, "
                        + "ReturnValuesOnConditionCheckFailure, TableName)",
                refused(MultiOperation.TRANSACT_WRITE, "{\"TransactItems\": [{\"Delete\": {\"TableName\": \"T\", \"Key\": "
                        + "{\"a\": {\"S\": \"x\"}}}}, {\"Put\": {\"TableName\": \"T\", \"Item\": {}, \"ReturnValues\": \"ALL_OLD\"}}]}"));
        assertEquals("$.TransactItems[0]: expected exactly one of ConditionCheck, Delete, Put, Update, found Put, Delete",
                refused(MultiOperation.TRANSACT_WRITE, "{\"TransactItems\": [{\"Put\": {}, \"Delete\": {}}]}"));
        assertEquals("$.RequestItems.Music[0].PutRequest.Key: not a member of a PutRequest (expected one of Item)",
                refused(MultiOperation.BATCH_WRITE, "{\"RequestItems\": {\"Music\": [{\"PutRequest\": {\"Key\": {}}}]}}"));
        assertEquals("$.ClientRequestToken: not a member of a transact-get-items request (expected one of ReturnConsumedCapacity, TransactItems)",
                refused(MultiOperation.TRANSACT_GET, "{\"TransactItems\": [], \"ClientRequestToken\": \"x\"}"));
        assertEquals("$.TransactItems: expected a JSON array with at least one element, found an empty array",
                refused(MultiOperation.TRANSACT_GET, "{\"TransactItems\": []}"));
        assertEquals("$.TransactItems[0].ConditionCheck.ConditionExpression: missing",
                refused(MultiOperation.TRANSACT_WRITE, "{\"TransactItems\": [{\"ConditionCheck\": {\"TableName\": \"T\", "
                        + "\"Key\": {\"a\": {\"S\": \"x\"}}}}]}"));
        assertTrue(refused(MultiOperation.BATCH_GET, "{\"RequestItems\": {\"Music\": {\"Keys\": [{\"a\": {\"Q\": \"x\"}}]}}}")
                .startsWith("$.RequestItems.Music.Keys[0].a"));
    }

    @Test
    void limitsAreToldInOneSentence() {
        assertEquals("BatchWrite takes at most 25 put or delete requests; this one has 26",
                MultiOperation.BATCH_WRITE.overLimit(26));
        assertEquals("", MultiOperation.TRANSACT_GET.overLimit(100));
        assertEquals("TransactWrite takes at most 100 actions; this one has 101", MultiOperation.TRANSACT_WRITE.overLimit(101));
    }
}
