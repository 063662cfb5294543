package dev.tablewright.ui.inspector;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.ThroughputEdits;
import dev.tablewright.model.edit.ThroughputEdits.Dimension;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Optional;

/**
 * The throughput of the table or of one GSI ({@code index} null: the table): auto scaling of each
 * dimension (for provisioned capacity), the on-demand maximum (for on-demand), and warm throughput.
 * An empty field means no maximum, or warm throughput left as DynamoDB has it.
 */
public final class ThroughputFields extends SettingsSection {
    private String index;
    private final ScalingFields readScaling = new ScalingFields(this, () -> throughput().readScaling(),
            s -> ThroughputEdits.setAutoScaling(table(), index, Dimension.READ, s));
    private final ScalingFields writeScaling = new ScalingFields(this, () -> throughput().writeScaling(),
            s -> ThroughputEdits.setAutoScaling(table(), index, Dimension.WRITE, s));
    private final CommitField maxRead = new CommitField(text -> commit(() -> ThroughputEdits.setOnDemandMaximum(
            table(), index, new OnDemandLimit(SettingInput.optionalWhole(text, "A maximum"),
                    throughput().onDemandLimit().maxWriteRequestUnits()))));
    private final CommitField maxWrite = new CommitField(text -> commit(() -> ThroughputEdits.setOnDemandMaximum(
            table(), index, new OnDemandLimit(throughput().onDemandLimit().maxReadRequestUnits(),
                    SettingInput.optionalWhole(text, "A maximum")))));
    private final CommitField warmRead = new CommitField(text -> commit(() -> ThroughputEdits.setWarmThroughput(
            table(), index, new WarmThroughput(SettingInput.optionalWhole(text, "Warm throughput"),
                    throughput().warm().writeUnitsPerSecond()))));
    private final CommitField warmWrite = new CommitField(text -> commit(() -> ThroughputEdits.setWarmThroughput(
            table(), index, new WarmThroughput(throughput().warm().readUnitsPerSecond(),
                    SettingInput.optionalWhole(text, "Warm throughput")))));

    ThroughputFields(DocumentEditor editor) {
        super(editor);
    }

    /** Shows the throughput of GSI {@code gsi} of {@code t}, or the table's when {@code gsi} is null. */
    void show(TableDesign t, String gsi) {
        index = gsi;
        show(t);
    }

    @Override
    protected void refresh(TableDesign t) {
        Throughput shown = of(t, index);
        readScaling.show(shown.readScaling());
        writeScaling.show(shown.writeScaling());
        maxRead.reset(SettingInput.show(shown.onDemandLimit().maxReadRequestUnits()));
        maxWrite.reset(SettingInput.show(shown.onDemandLimit().maxWriteRequestUnits()));
        warmRead.reset(SettingInput.show(shown.warm().readUnitsPerSecond()));
        warmWrite.reset(SettingInput.show(shown.warm().writeUnitsPerSecond()));
    }

    @Override
    protected List<CommitField> fields() {
        return List.of(readScaling.min(), readScaling.max(), readScaling.target(), writeScaling.min(),
                writeScaling.max(), writeScaling.target(), maxRead, maxWrite, warmRead, warmWrite);
    }

    /** The table's throughput, or its GSI {@code index}'s (none when it is gone or is an LSI). */
    static Throughput of(TableDesign t, String index) {
        if (index == null) {
            return t.settings().throughput();
        }
        return t.globalIndexes().stream().filter(g -> g.name().equals(index)).findFirst()
                .map(g -> g.settings().throughput()).orElse(Throughput.NONE);
    }

    /** The throughput as the model has it now. */
    Throughput throughput() {
        return current().map(t -> of(t, index)).orElse(Throughput.NONE);
    }

    /** The GSI shown, or empty for the table. */
    Optional<String> index() {
        return Optional.ofNullable(index);
    }

    static boolean isGlobal(TableDesign t, String index) {
        return t.index(index).filter(GlobalSecondaryIndex.class::isInstance).isPresent();
    }

    public ScalingFields readScaling() {
        return readScaling;
    }

    public ScalingFields writeScaling() {
        return writeScaling;
    }

    /** Most read request units a second on demand; empty for no maximum. */
    public CommitField maxRead() {
        return maxRead;
    }

    public CommitField maxWrite() {
        return maxWrite;
    }

    /** Read units a second the table is warmed to; empty: as DynamoDB has it. */
    public CommitField warmRead() {
        return warmRead;
    }

    public CommitField warmWrite() {
        return warmWrite;
    }
}
