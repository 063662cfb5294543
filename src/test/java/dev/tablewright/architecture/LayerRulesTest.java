package dev.tablewright.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layers of docs/architecture.md: each may use only what lies below it; the pure layers use no
 * framework; only aws talks to DynamoDB; only ui knows controls; ViewModels never touch them.
 */
@AnalyzeClasses(packages = "dev.tablewright", importOptions = ImportOption.DoNotIncludeTests.class)
class LayerRulesTest {
    private static final String JDK = "java..";
    private static final String MODEL = "dev.tablewright.model..";
    private static final String RULES = "dev.tablewright.rules..";
    private static final String ENGINE = "dev.tablewright.engine..";
    private static final String FORMAT = "dev.tablewright.format..";
    private static final String AWS = "dev.tablewright.aws..";
    private static final String SAMPLE = "dev.tablewright.sample..";
    private static final String IO = "dev.tablewright.io..";
    private static final String PROGRESS = "dev.tablewright.progress..";
    private static final String OPERATION = "dev.tablewright.operation..";

    /** Progress and cancellation: the JDK only, so any layer doing long work may take it. */
    @ArchTest
    static final ArchRule progressUsesOnlyTheJdk = classes().that().resideInAPackage(PROGRESS)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, PROGRESS);

    /** Atomic files: the JDK only, so any layer may save through them. */
    @ArchTest
    static final ArchRule ioUsesOnlyTheJdk = classes().that().resideInAPackage(IO)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, IO);

    @ArchTest
    static final ArchRule modelUsesOnlyTheJdk = classes().that().resideInAPackage(MODEL)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, MODEL);

    @ArchTest
    static final ArchRule rulesUseOnlyTheModel = classes().that().resideInAPackage(RULES)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, MODEL, RULES);

    /** Design advice checked before it is offered: the model's rules and the engine's view of the sample data. */
    @ArchTest
    static final ArchRule adviceUsesTheRulesAndTheEngine = classes().that().resideInAPackage("dev.tablewright.advice..")
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, MODEL, RULES, ENGINE, "dev.tablewright.advice..");

    @ArchTest
    static final ArchRule engineUsesOnlyTheModel = classes().that().resideInAPackage(ENGINE)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, MODEL, ENGINE);

    /** Generated sample data: the model, progress, Datafaker and nothing else (no engine, no format, no framework). */
    @ArchTest
    static final ArchRule sampleUsesOnlyTheModelAndDatafaker = classes().that().resideInAPackage(SAMPLE)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, MODEL, SAMPLE, PROGRESS, "net.datafaker..");

    /**
     * Format renders the engine's pivot layouts as CSV/JSON/text (and the diagram as a PNG: ImageIO); Jackson
     * is its own, and hcl4j, which parses Terraform files.
     */
    @ArchTest
    static final ArchRule formatUsesModelEngineAndJackson = classes().that().resideInAPackage(FORMAT)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, "javax.imageio..", MODEL, ENGINE, FORMAT,
                    IO, "com.fasterxml..", "com.bertramlabs.plugins.hcl4j..");

    /**
     * The operation builder's headless half (forms, request builders, paging, result lines): what the
     * window's tabs and the CLI share, so it knows no toolkit and nothing above it.
     */
    @ArchTest
    static final ArchRule operationImportsNoJavaFx = noClasses().that().resideInAPackage(OPERATION)
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..");

    @ArchTest
    static final ArchRule operationSitsBesideAws = classes().that().resideInAPackage(OPERATION)
            .should().onlyDependOnClassesThat().resideInAnyPackage(JDK, MODEL, ENGINE, FORMAT, AWS, IO, PROGRESS,
                    OPERATION);

    @ArchTest
    static final ArchRule onlyAwsTalksToDynamoDb = noClasses().that().resideOutsideOfPackages(AWS)
            .should().dependOnClassesThat().resideInAnyPackage("software.amazon..", "com.amazonaws..");

    @ArchTest
    static final ArchRule onlyUiKnowsControls = noClasses().that()
            .resideOutsideOfPackages("dev.tablewright.ui..", "dev.tablewright.app..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..");

    @ArchTest
    static final ArchRule viewModelsNeverTouchControls = classes().that().haveSimpleNameEndingWith("ViewModel")
            .should().onlyDependOnClassesThat().resideOutsideOfPackages("javafx.scene..", "javafx.stage..");

    /**
     * Command holders (the window's, a pane's) own rules and actions over ViewModel state: they know
     * no node, control, scene or stage, so their rules are tested without a toolkit.
     */
    @ArchTest
    static final ArchRule commandsKnowNoScene = classes().that().haveSimpleNameEndingWith("Commands")
            .should().onlyDependOnClassesThat().resideOutsideOfPackages("javafx.scene..", "javafx.stage..");

    /** The jobs ViewModels were split into are ViewModels too: no controls. */
    @ArchTest
    static final ArchRule viewModelPartsNeverTouchControls = classes().that()
            .haveNameMatching(".*\\.(Diagram(Selection|Zoom|Edits)|GridItemEdits|EditedItem|Live(Writes|Deletes|Conflicts))")
            .should().onlyDependOnClassesThat().resideOutsideOfPackages("javafx.scene..", "javafx.stage..");

    /** aws saves connections through io, and otherwise reads no file format. */
    @ArchTest
    static final ArchRule awsReadsNoFormat = noClasses().that().resideInAPackage(AWS)
            .should().dependOnClassesThat().resideInAnyPackage(FORMAT);

    @ArchTest
    static final ArchRule awsKnowsNoScreensOrCommands = noClasses().that().resideInAPackage(AWS)
            .should().dependOnClassesThat().resideInAnyPackage("dev.tablewright.ui..", "dev.tablewright.cli..",
                    "dev.tablewright.app..", OPERATION);

    @ArchTest
    static final ArchRule cliKnowsNoScreens = noClasses().that().resideInAPackage("dev.tablewright.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tablewright.ui..", "dev.tablewright.app..");

    @ArchTest
    static final ArchRule uiDoesNotReachUp = noClasses().that().resideInAPackage("dev.tablewright.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tablewright.app..", "dev.tablewright.cli..");

    /**
     * No two packages lean on each other, at any depth (each package is a slice): a registry sits above
     * what it registers ({@code format.registry}), a port below its implementations ({@code format.port}),
     * a parser's entry points beside the parser ({@code engine.expr.parse}), shared options below the
     * commands and the benches ({@code cli.options}).
     */
    @ArchTest
    static final ArchRule noPackageCycles = slices().matching("dev.tablewright.(**)").should().beFreeOfCycles();
}
