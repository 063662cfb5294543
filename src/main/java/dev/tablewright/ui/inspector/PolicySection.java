package dev.tablewright.ui.inspector;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EditRefused;
import dev.tablewright.model.edit.SettingsEdits;
import java.util.List;
import java.util.Optional;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The resource-based policy, a JSON document kept as written. It reaches the model only as a JSON
 * object: broken JSON is refused with where it breaks ("line 3, column 5: …") and the text stays for
 * the user to fix; empty text removes the policy.
 */
public final class PolicySection extends SettingsSection {
    private final CommitField policy = new CommitField(text -> commit(
            () -> SettingsEdits.setResourcePolicy(table(), Optional.of(requireJsonObject(text)))));

    PolicySection(DocumentEditor editor) {
        super(editor);
    }

    @Override
    protected void refresh(TableDesign t) {
        policy.reset(t.settings().resourcePolicy().orElse(""));
    }

    /** The text when it is a JSON object (or blank: no policy); refused with where and why it is not. */
    static String requireJsonObject(String text) {
        if (text.isBlank()) {
            return text;
        }
        Diagnostics d = new Diagnostics("policy");
        Optional<JsonNode> tree = JsonTreeReader.read(text, d);
        Optional<Problem> error = d.problems().stream().filter(p -> p.severity() == Severity.ERROR).findFirst();
        if (error.isPresent()) {
            String why = error.get().message().replaceFirst("^broken JSON: ", "");
            throw new EditRefused("The policy is not valid JSON" + where(error.get().path()) + ": " + why
                    + (why.endsWith(".") ? "" : "."));
        }
        if (tree.isEmpty() || !tree.get().isObject()) {
            throw new EditRefused("A resource policy is a JSON object ({\"Version\": …, \"Statement\": […]}).");
        }
        return text;
    }

    /** " at line 3, column 5" from the reader's "3:5". */
    private static String where(String position) {
        String[] parts = position.split(":");
        return parts.length == 2 ? " at line " + parts[0] + ", column " + parts[1] : "";
    }

    @Override
    protected List<CommitField> fields() {
        return List.of(policy);
    }

    /** The policy's text: committed by Apply (or when the selection moves on), reverted by Revert. */
    public CommitField policy() {
        return policy;
    }
}
