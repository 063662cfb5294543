package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Replica;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Resource-based policies, the table's and each replica's: a JSON object (PutResourcePolicy takes "a
 * resource-based policy document in JSON format"; an IAM policy document is an object) of at most
 * 20 KB, white space included. Whether the statements grant what they should is IAM's to judge.
 */
final class ResourcePolicyRules {
    private ResourcePolicyRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        String path = Paths.table(table.name());
        policy(path, "the table", table.settings().resourcePolicy(), out);
        for (Replica r : table.settings().replication().replicas()) {
            policy(path, "replica " + r.region(), r.resourcePolicy(), out);
        }
    }

    private static void policy(String path, String owner, Optional<String> policy, List<Problem> out) {
        if (policy.isEmpty()) {
            return;
        }
        String text = policy.get();
        JsonDocument.objectProblem(text).ifPresent(why -> out.add(Problem.error(path, owner + "'s resource policy "
                + "is not a JSON object (" + why + "): DynamoDB takes a JSON policy document")));
        int bytes = text.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > Limits.MAX_RESOURCE_POLICY_BYTES) {
            out.add(Problem.error(path, owner + "'s resource policy has " + Text.number(bytes) + " bytes: DynamoDB "
                    + "allows " + Text.number(Limits.MAX_RESOURCE_POLICY_BYTES) + " (20 KB), white space included"));
        }
    }
}
