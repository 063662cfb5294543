package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.port.Export;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export --to autoscaling-cli}. Each command's JSON is checked against the AWS CLI's own input
 * skeleton ({@code aws application-autoscaling … --generate-cli-skeleton input}, CLI 1.45.11, kept
 * beside this test): every member is one the CLI takes, of its type. Where the AWS CLI and moto are on
 * the machine, the script is also run by the real CLI (which validates every parameter before it
 * sends) against moto's Application Auto Scaling, twice, and the targets read back; the test says
 * when it skipped that.
 */
class AutoScalingCliExporterTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern COMMAND = Pattern.compile(
            "^aws application-autoscaling (register-scalable-target|put-scaling-policy)( --region ([a-z0-9-]+))? "
                    + "--cli-input-json '(\\{.*})'$", Pattern.MULTILINE);

    private record Call(String verb, Optional<String> region, JsonNode input) {
    }

    private static List<Call> calls(String script) throws IOException {
        List<Call> calls = new ArrayList<>();
        Matcher m = COMMAND.matcher(script);
        while (m.find()) {
            calls.add(new Call(m.group(1), Optional.ofNullable(m.group(3)), JSON.readTree(m.group(4))));
        }
        return calls;
    }

    private static String export(TableDesign... tables) {
        return new AutoScalingCliExporter().export(DataModel.of("m", List.of(tables))).text();
    }

    /** Orders as provisioned, made global in two regions: Oregon scales its reads, and its GSI's, its own way. */
    private static TableDesign globalOrders() {
        TableDesign t = AllSettings.provisioned();
        Replica oregon = new Replica("us-west-2", Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.of(new AutoScaling(8, 80, 65)), Optional.empty(), List.of(),
                Optional.empty(), List.of(new ReplicaIndex("ByStatus", Optional.empty(), Optional.of(
                        new AutoScaling(6, 60, 55)), Optional.empty(), Optional.empty())));
        return t.withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                List.of(Replica.in("us-east-1"), oregon))));
    }

    @Test
    void aProvisionedTableScalesEachDimensionOfItselfAndItsGsis() throws IOException {
        List<Call> calls = calls(export(AllSettings.provisioned()));
        assertEquals(8, calls.size());
        Call readTarget = calls.get(0);
        assertEquals("register-scalable-target", readTarget.verb());
        assertEquals(Optional.empty(), readTarget.region());
        assertEquals(JSON.readTree("{\"ServiceNamespace\":\"dynamodb\",\"ResourceId\":\"table/Orders\","
                + "\"ScalableDimension\":\"dynamodb:table:ReadCapacityUnits\",\"MinCapacity\":5,\"MaxCapacity\":50}"),
                readTarget.input());
        assertEquals(JSON.readTree("{\"PolicyName\":\"Orders-WriteUtilization\",\"ServiceNamespace\":\"dynamodb\","
                + "\"ResourceId\":\"table/Orders\",\"ScalableDimension\":\"dynamodb:table:WriteCapacityUnits\","
                + "\"PolicyType\":\"TargetTrackingScaling\",\"TargetTrackingScalingPolicyConfiguration\":{"
                + "\"TargetValue\":50.5,\"PredefinedMetricSpecification\":{\"PredefinedMetricType\":"
                + "\"DynamoDBWriteCapacityUtilization\"}}}"), calls.get(3).input());
        assertEquals("table/Orders/index/ByStatus", calls.get(4).input().get("ResourceId").asText());
        assertEquals("dynamodb:index:ReadCapacityUnits", calls.get(4).input().get("ScalableDimension").asText());
        assertEquals(4, calls.get(4).input().get("MinCapacity").asInt());
        assertEquals(40, calls.get(4).input().get("MaxCapacity").asInt());
    }

    @Test
    void aGlobalTableScalesInEveryRegionWithTheReplicasReadOverrides() throws IOException {
        List<Call> calls = calls(export(globalOrders()));
        assertEquals(16, calls.size());
        assertTrue(calls.stream().allMatch(c -> c.region().isPresent()));
        List<Call> oregonTargets = calls.stream().filter(c -> c.region().equals(Optional.of("us-west-2"))
                && c.verb().equals("register-scalable-target")).toList();
        assertEquals(List.of("table/Orders ReadCapacityUnits 8-80", "table/Orders WriteCapacityUnits 3-30",
                "table/Orders/index/ByStatus ReadCapacityUnits 6-60", "table/Orders/index/ByStatus WriteCapacityUnits 2-20"),
                oregonTargets.stream().map(c -> c.input().get("ResourceId").asText() + " "
                        + c.input().get("ScalableDimension").asText().replaceAll(".*:", "") + " "
                        + c.input().get("MinCapacity") + "-" + c.input().get("MaxCapacity")).toList());
        Call virginiaRead = calls.get(0);
        assertEquals(Optional.of("us-east-1"), virginiaRead.region());
        assertEquals(5, virginiaRead.input().get("MinCapacity").asInt());
    }

    @Test
    void anOnDemandTableIsAWarningAndATableWithoutScalingNothing() {
        TableDesign onDemandWithScaling = AllSettings.provisioned().withBilling(dev.tablewright.model.Billing.ON_DEMAND);
        Export export = new AutoScalingCliExporter().export(DataModel.of("m", List.of(onDemandWithScaling,
                AllSettings.onDemand())));
        assertEquals(List.of("table Orders: auto scaling is not written: the table is on-demand, which scales by itself"),
                export.warnings());
        assertTrue(export.text().endsWith("# The model's tables have no auto scaling: nothing to apply.\n"), export.text());
    }

    @Test
    void everyInputIsOneTheAwsCliTakes() throws IOException {
        Map<String, JsonNode> skeletons = Map.of(
                "register-scalable-target", skeleton("aws-cli-register-scalable-target-skeleton.json"),
                "put-scaling-policy", skeleton("aws-cli-put-scaling-policy-skeleton.json"));
        List<Call> calls = calls(export(AllSettings.provisioned(), globalOrders()));
        assertEquals(24, calls.size());
        for (Call c : calls) {
            within(c.input(), skeletons.get(c.verb()), c.verb());
        }
    }

    /** Every member of {@code input} is in {@code skeleton}, of the same JSON type. */
    private static void within(JsonNode input, JsonNode skeleton, String path) {
        Iterator<Map.Entry<String, JsonNode>> fields = input.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            String at = path + "." + f.getKey();
            JsonNode expected = skeleton.get(f.getKey());
            assertTrue(expected != null, at + " is not a member the AWS CLI takes");
            assertEquals(expected.isNumber(), f.getValue().isNumber(), at + ": a number where the CLI takes one");
            assertEquals(expected.isObject(), f.getValue().isObject(), at + ": an object where the CLI takes one");
            assertEquals(expected.isTextual(), f.getValue().isTextual(), at + ": a string where the CLI takes one");
            if (f.getValue().isObject()) {
                within(f.getValue(), expected, at);
            }
        }
    }

    private static JsonNode skeleton(String name) throws IOException {
        try (InputStream in = AutoScalingCliExporterTest.class.getResourceAsStream(name)) {
            return JSON.readTree(in);
        }
    }

    @Test
    void theAwsCliRunsTheScriptAgainstMotoTwice(@TempDir Path dir) throws Exception {
        assumeTrue(runs("aws", "--version") && runs("moto_server", "--help"),
                "the AWS CLI or moto is not installed: the script was not run (the skeleton check above still ran)");
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Process moto = new ProcessBuilder("moto_server", "-p", String.valueOf(port)).redirectErrorStream(true)
                .redirectOutput(dir.resolve("moto.log").toFile()).start();
        try {
            Path script = dir.resolve("scaling.sh");
            Files.writeString(script, export(AllSettings.provisioned()));
            String endpoint = "http://localhost:" + port;
            waitFor(endpoint, dir);
            for (int run = 0; run < 2; run++) {
                assertEquals(0, aws(dir, endpoint, "sh", script.toString()), () -> log(dir));
            }
            assertEquals(0, aws(dir, endpoint, "aws", "application-autoscaling", "describe-scalable-targets",
                    "--service-namespace", "dynamodb", "--query", "length(ScalableTargets)"), () -> log(dir));
            assertEquals("4", Files.readString(dir.resolve("aws.log")).trim());
        } finally {
            moto.destroy();
            moto.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static void waitFor(String endpoint, Path dir) throws Exception {
        for (int i = 0; i < 100; i++) {
            if (aws(dir, endpoint, "aws", "application-autoscaling", "describe-scalable-targets",
                    "--service-namespace", "dynamodb") == 0) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("moto did not answer at " + endpoint);
    }

    private static int aws(Path dir, String endpoint, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("aws.log").toFile());
        Map<String, String> env = pb.environment();
        env.put("AWS_ACCESS_KEY_ID", "test");
        env.put("AWS_SECRET_ACCESS_KEY", "test");
        env.put("AWS_DEFAULT_REGION", "us-east-1");
        env.put("AWS_ENDPOINT_URL", endpoint);
        env.remove("AWS_PROFILE");
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the AWS CLI did not finish");
        return p.exitValue();
    }

    private static String log(Path dir) {
        try {
            return Files.readString(dir.resolve("aws.log"));
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static boolean runs(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
