package dev.tablewright.aws.stream;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A table's stream on DynamoDB Local over HTTP, read as a stream handler's trigger reads it:
 * DescribeStream for the shards, GetShardIterator from TRIM_HORIZON, GetRecords until a shard has no more.
 */
final class LocalStream implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final DynamoDbClient client;
    private final DynamoDbStreamsClient streams;

    LocalStream(String endpoint) {
        StaticCredentialsProvider credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"));
        client = DynamoDbClient.builder().endpointOverride(URI.create(endpoint)).region(Region.US_EAST_1)
                .credentialsProvider(credentials).httpClient(UrlConnectionHttpClient.create()).build();
        streams = DynamoDbStreamsClient.builder().endpointOverride(URI.create(endpoint)).region(Region.US_EAST_1)
                .credentialsProvider(credentials).httpClient(UrlConnectionHttpClient.create()).build();
    }

    DynamoDbClient client() {
        return client;
    }

    /** The stream's view type as the table describes it ("" when the stream is off). */
    String viewType(String table) {
        var spec = client.describeTable(b -> b.tableName(table)).table().streamSpecification();
        return spec == null || !Boolean.TRUE.equals(spec.streamEnabled()) ? "" : spec.streamViewTypeAsString();
    }

    /** Every record the table's stream holds, shard by shard (parents first), each shard's in order. */
    List<Record> records(String table) {
        String arn = client.describeTable(b -> b.tableName(table)).table().latestStreamArn();
        List<Shard> shards = new ArrayList<>();
        String last = null;
        do {
            String from = last;
            StreamDescription d = streams.describeStream(b -> b.streamArn(arn).exclusiveStartShardId(from))
                    .streamDescription();
            shards.addAll(d.shards());
            last = d.lastEvaluatedShardId();
        } while (last != null);
        List<Record> records = new ArrayList<>();
        for (Shard shard : shards) {
            String iterator = streams.getShardIterator(b -> b.streamArn(arn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String from = iterator;
                GetRecordsResponse r = streams.getRecords(b -> b.shardIterator(from));
                if (r.records().isEmpty()) {
                    break; // an open shard hands out iterators for ever: no records now is its end for the test
                }
                records.addAll(r.records());
                iterator = r.nextShardIterator();
            }
        }
        return records;
    }

    /** The records as Lambda delivers them to a function (a DynamoDB stream event), as JSON. */
    static String lambdaEvent(List<Record> records, String arn) {
        ObjectNode event = JSON.createObjectNode();
        ArrayNode list = event.putArray("Records");
        for (Record r : records) {
            ObjectNode o = list.addObject();
            o.put("eventID", r.eventID()).put("eventName", r.eventNameAsString()).put("eventVersion", "1.1")
                    .put("eventSource", "aws:dynamodb").put("awsRegion", "us-east-1").put("eventSourceARN", arn);
            ObjectNode d = o.putObject("dynamodb");
            d.set("Keys", image(r.dynamodb().keys()));
            if (r.dynamodb().hasNewImage()) {
                d.set("NewImage", image(r.dynamodb().newImage()));
            }
            if (r.dynamodb().hasOldImage()) {
                d.set("OldImage", image(r.dynamodb().oldImage()));
            }
            d.put("SequenceNumber", r.dynamodb().sequenceNumber()).put("SizeBytes", r.dynamodb().sizeBytes())
                    .put("StreamViewType", r.dynamodb().streamViewTypeAsString());
        }
        return event.toString();
    }

    /** The records as the Lambda Java runtime hands them to a RequestHandler (aws-lambda-java-events). */
    static DynamodbEvent javaLambdaEvent(List<Record> records) {
        List<DynamodbEvent.DynamodbStreamRecord> list = new ArrayList<>();
        for (Record r : records) {
            DynamodbEvent.DynamodbStreamRecord e = new DynamodbEvent.DynamodbStreamRecord();
            e.setEventID(r.eventID());
            e.setEventName(r.eventNameAsString());
            StreamRecord d = new StreamRecord().withSequenceNumber(r.dynamodb().sequenceNumber())
                    .withKeys(eventImage(r.dynamodb().keys()));
            if (r.dynamodb().hasNewImage()) {
                d.setNewImage(eventImage(r.dynamodb().newImage()));
            }
            if (r.dynamodb().hasOldImage()) {
                d.setOldImage(eventImage(r.dynamodb().oldImage()));
            }
            e.setDynamodb(d);
            list.add(e);
        }
        DynamodbEvent event = new DynamodbEvent();
        event.setRecords(list);
        return event;
    }

    private static Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> eventImage(
            Map<String, AttributeValue> image) {
        Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> out = new LinkedHashMap<>();
        image.forEach((k, v) -> out.put(k, eventValue(v)));
        return out;
    }

    private static com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue eventValue(AttributeValue v) {
        var e = new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue();
        switch (v.type()) {
            case S -> e.setS(v.s());
            case N -> e.setN(v.n());
            case B -> e.setB(v.b().asByteBuffer());
            case BOOL -> e.setBOOL(v.bool());
            case NUL -> e.setNULL(true);
            case SS -> e.setSS(v.ss());
            case NS -> e.setNS(v.ns());
            case BS -> e.setBS(v.bs().stream().map(b -> b.asByteBuffer()).toList());
            case M -> e.setM(eventImage(v.m()));
            case L -> e.setL(v.l().stream().map(LocalStream::eventValue).toList());
            default -> throw new IllegalArgumentException("a value of no known type: " + v);
        }
        return e;
    }

    private static ObjectNode image(Map<String, AttributeValue> image) {
        ObjectNode o = JSON.createObjectNode();
        image.forEach((k, v) -> o.set(k, value(v)));
        return o;
    }

    /** DynamoDB JSON, binary as base64 text, as the event carries it. */
    private static ObjectNode value(AttributeValue v) {
        ObjectNode o = JSON.createObjectNode();
        switch (v.type()) {
            case S -> o.put("S", v.s());
            case N -> o.put("N", v.n());
            case B -> o.put("B", Base64.getEncoder().encodeToString(v.b().asByteArray()));
            case BOOL -> o.put("BOOL", v.bool());
            case NUL -> o.put("NULL", true);
            case SS -> v.ss().forEach(o.putArray("SS")::add);
            case NS -> v.ns().forEach(o.putArray("NS")::add);
            case BS -> v.bs().forEach(b -> o.withArray("BS").add(Base64.getEncoder().encodeToString(b.asByteArray())));
            case M -> o.set("M", image(v.m()));
            case L -> {
                ArrayNode l = o.putArray("L");
                v.l().forEach(e -> l.add(value(e)));
            }
            default -> throw new IllegalArgumentException("a value of no known type: " + v);
        }
        return o;
    }

    @Override
    public void close() {
        streams.close();
        client.close();
    }
}
