package dev.tablewright.ui.inspector;

import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.TaskRunner;
import java.util.List;

/**
 * The table's settings as the inspector's sections show them (issue 25): capacity and throughput,
 * data protection, streams and TTL, replicas, tags, the resource policy and vector indexes. Each section edits the
 * model through the document, one undo step per change.
 */
public final class TableSettingsViewModel {
    private final CapacitySection capacity;
    private final DataProtectionSection protection;
    private final StreamsTtlSection streamsTtl;
    private final ReplicasSection replicas;
    private final TagsSection tags;
    private final PolicySection policy;
    private final VectorIndexesSection vectorIndexes;
    private final List<SettingsSection> all;

    /** @param tasks runs the rules over the model for the vector index shown */
    TableSettingsViewModel(DocumentEditor editor, TaskRunner tasks) {
        capacity = new CapacitySection(editor);
        protection = new DataProtectionSection(editor);
        streamsTtl = new StreamsTtlSection(editor);
        replicas = new ReplicasSection(editor);
        tags = new TagsSection(editor);
        policy = new PolicySection(editor);
        vectorIndexes = new VectorIndexesSection(editor, tasks);
        all = List.of(capacity, protection, streamsTtl, replicas, tags, policy, vectorIndexes);
    }

    void show(TableDesign t) {
        all.forEach(s -> s.show(t));
    }

    /** Commits every field typed in and not yet committed. */
    void commitDrafts() {
        all.forEach(SettingsSection::commitDrafts);
    }

    public CapacitySection capacity() {
        return capacity;
    }

    public DataProtectionSection protection() {
        return protection;
    }

    public StreamsTtlSection streamsTtl() {
        return streamsTtl;
    }

    public ReplicasSection replicas() {
        return replicas;
    }

    public TagsSection tags() {
        return tags;
    }

    public PolicySection policy() {
        return policy;
    }

    public VectorIndexesSection vectorIndexes() {
        return vectorIndexes;
    }
}
